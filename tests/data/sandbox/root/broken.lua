return { = }
