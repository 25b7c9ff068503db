// Style Dictionary imports deepmerge through @bundled-es-modules; Debian's node-deepmerge is the same library.
import deepmerge from 'deepmerge';
export default deepmerge;
