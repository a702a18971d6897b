// Perft with chess.js (the version pinned in package.json), for tools/bench/run.sh:
// loads a FEN, times chess.perft(depth) and prints one JSON object.
// Usage: node chessjs_perft.js FEN DEPTH     (FEN "start": the usual start position)
'use strict';
const { Chess, DEFAULT_POSITION } = require('chess.js');

const [fenArg, depthArg] = process.argv.slice(2);
const depth = Number.parseInt(depthArg, 10);
if (!fenArg || !(depth >= 1)) {
  console.error('usage: node chessjs_perft.js FEN DEPTH');
  process.exit(2);
}
const fen = fenArg === 'start' ? DEFAULT_POSITION : fenArg;
const chess = new Chess(fen);  // throws on a bad FEN
const t0 = process.hrtime.bigint();
const nodes = chess.perft(depth);
const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
const version = require('chess.js/package.json').version;
console.log(JSON.stringify({ engine: `chess.js ${version}`, depth, nodes, seconds, nodes_per_second: nodes / seconds }));
