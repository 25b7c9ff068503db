// Debian's change-case is version 4: CommonJS, with kebab case named paramCase. Style Dictionary 5
// imports version 5's names; name/kebab, which the benchmark uses, is paramCase here.
import { createRequire } from 'node:module';
const changeCase = createRequire(import.meta.url)('/usr/share/nodejs/change-case');
export const { camelCase, constantCase, dotCase, pascalCase, snakeCase } = changeCase;
export const kebabCase = changeCase.paramCase;
