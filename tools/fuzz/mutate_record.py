#!/usr/bin/env python3
"""Writes mutants of a record (JSON Lines) for tools/fuzz/records.sh.

    mutate_record.py RECORD OUT_DIR COUNT SEED

Each mutant applies one to three mutations, chosen by a seeded RNG: byte flips,
inserted or deleted bytes, a line dropped, repeated or swapped with another,
truncation, and, on a line parsed as JSON, a field's value swapped with another
field's, or replaced by a hostile value (negative, huge, fractional, of another type,
deeply nested, invalid UTF-8), or a field removed.
"""
import json
import os
import random
import sys

HOSTILE = [
    "-1", "0", "1", "2", "3", "1000", "1001", "2147483648", "4294967296", "18446744073709551615",
    "18446744073709551616", "-9223372036854775809", "1.5", "1e400", "-0", "null", "true", '""', '"x"',
    '"../../etc"', '"."', '".."', "[]", "{}", '["1"]', "[1]", '{"a":1}', "[" * 70 + "]" * 70,
    '"\\u0000"', '"\\u001b[2J"', '"\\ud800"', '"0000000000000000"', '"ffffffffffffffff"',
]


def mutate_bytes(data, rng):
    data = bytearray(data)
    if not data:
        return bytes(data)
    kind = rng.randrange(5)
    i = rng.randrange(len(data))
    if kind == 0:
        data[i] ^= 1 << rng.randrange(8)
    elif kind == 1:
        data[i] = rng.randrange(256)
    elif kind == 2:
        data[i:i] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 8)))
    elif kind == 3:
        del data[i:i + rng.randint(1, 16)]
    else:
        data = data[:i]  # truncation
    return bytes(data)


def mutate_lines(lines, rng):
    if not lines:
        return lines
    i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
    kind = rng.randrange(4)
    if kind == 0:
        del lines[i]
    elif kind == 1:
        lines.insert(i, lines[j])
    elif kind == 2:
        lines[i], lines[j] = lines[j], lines[i]
    else:
        lines.insert(i, b"")
    return lines


def mutate_field(lines, rng):
    if not lines:
        return lines
    i = rng.randrange(len(lines))
    try:
        obj = json.loads(lines[i])
    except ValueError:
        return lines
    if not isinstance(obj, dict) or not obj:
        return lines
    keys = list(obj)
    k = rng.choice(keys)
    kind = rng.randrange(4)
    if kind == 0:
        other = rng.choice(keys)
        obj[k], obj[other] = obj[other], obj[k]
        text = json.dumps(obj)
    elif kind == 1:
        del obj[k]
        text = json.dumps(obj)
    elif kind == 2:
        # A value from another line's field of the same name, or of any name.
        try:
            donor = json.loads(lines[rng.randrange(len(lines))])
            obj[k] = donor.get(k, rng.choice(list(donor.values())))
        except (ValueError, AttributeError, IndexError):
            pass
        text = json.dumps(obj)
    else:
        obj[k] = "@@HOSTILE@@"
        text = json.dumps(obj).replace('"@@HOSTILE@@"', rng.choice(HOSTILE))
    lines[i] = text.encode()
    return lines


def mutant(data, rng):
    for _ in range(rng.randint(1, 3)):
        kind = rng.randrange(3)
        if kind == 0:
            data = mutate_bytes(data, rng)
        else:
            lines = data.split(b"\n")
            lines = mutate_lines(lines, rng) if kind == 1 else mutate_field(lines, rng)
            data = b"\n".join(lines)
    return data


def main():
    record, out_dir, count, seed = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
    data = open(record, "rb").read()
    rng = random.Random(seed)
    base = os.path.splitext(os.path.basename(record))[0]
    for n in range(count):
        with open(os.path.join(out_dir, "%s-m%d.jsonl" % (base, n)), "wb") as out:
            out.write(mutant(data, rng))


if __name__ == "__main__":
    main()
