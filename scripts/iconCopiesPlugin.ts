// Vite plugin: `virtual:antd-icon/<Name>`, a copy of one of antd's icon definitions (@ant-design/icons-svg) as a
// module of its own. The log-in page draws its icons without antd (src/web/screens/login/loginForm.ts); imported from
// the package, each definition would be a module it shares with antd's own components, which the bundler then puts
// in a tiny chunk of its own that the log-in page and the signed-in app both fetch (issue 17 item 11). A copy goes
// with the page that imports it.
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:antd-icon/';
const RESOLVED = `\0${PREFIX}`;
const require = createRequire(import.meta.url);

export function iconCopiesPlugin(): Plugin {
  return {
    name: 'portal-antd-icon-copies',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const name = id.slice(RESOLVED.length);
      if (!/^[A-Z][A-Za-z]+$/.test(name)) throw new Error(`${PREFIX}${name}: not an icon name`);
      // The package's CommonJS build, readable here in Node; its `default` is the definition.
      const definition: unknown = (require(`@ant-design/icons-svg/lib/asn/${name}.js`) as { default: unknown }).default;
      return `export default ${JSON.stringify(definition)};\n`;
    },
  };
}
