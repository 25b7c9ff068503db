// glob 10's globSync on Debian's glob 8, whose synchronous form is glob.sync.
import glob from 'glob';
export function globSync(pattern, options) {
  return glob.sync(pattern, options);
}
