// Style Dictionary's in-memory file system for browsers, from Debian's node-memfs (Node runs use node:fs).
import memfs from 'memfs';
export const fs = memfs.fs;
export const Volume = memfs.Volume;
