// Style Dictionary 5 as a team runs it for CSS: the token file, name/kebab, css/variables.
//   NODE_PATH=/usr/share/nodejs node run.mjs TOKENS.json OUT_DIR
import StyleDictionary from 'style-dictionary';

const [source, out] = process.argv.slice(2);
const dictionary = new StyleDictionary({
  source: [source],
  log: { verbosity: 'silent', warnings: 'disabled' },
  platforms: {
    css: {
      transforms: ['name/kebab'],
      buildPath: out + '/',
      files: [{ destination: 'variables.css', format: 'css/variables' }],
    },
  },
});
await dictionary.buildAllPlatforms();
