// Debian has no tinycolor2; only the colour transforms use it, and the benchmark's platform uses none
// (its colours are hex strings, written as they are).
export default function tinycolor() {
  throw new Error('tinycolor2 is not installed: only the colour transforms, which the benchmark does not use, need it');
}
