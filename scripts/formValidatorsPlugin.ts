// Vite plugin: the generic forms' validators compiled at build time, so the browser never compiles code at run time.
// rjsf's ajv validator builds each schema's validator with `new Function`, which the Content-Security-Policy
// (script-src 'self', no 'unsafe-eval') refuses. Instead, every form of src/generated/forms.ts is compiled here with
// ajv's standalone code generation, in the same ajv setup rjsf uses (@rjsf/validator-ajv8's createAjvInstance), and
// the app validates with rjsf's precompiled validator (src/web/screens/generic/formValidator.ts).
import { schemaParser, type RJSFSchema } from '@rjsf/utils';
import createAjvInstance from '@rjsf/validator-ajv8/lib/createAjvInstance.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import type { Plugin } from 'vite';
import { forms } from '../src/generated/forms.js';

/** `import { formValidatorFunctions } from 'virtual:form-validators'`: per entity, rjsf's validator functions by schema id. */
export const FORM_VALIDATORS_MODULE = 'virtual:form-validators';
const RESOLVED = `\0${FORM_VALIDATORS_MODULE}`;

/**
 * ES module source of one schema's validators: ajv's standalone code for the schema and every sub-schema rjsf may
 * validate on its own (schemaParser: the options of oneOf and anyOf, …), exported as `validateFns` keyed by the
 * schema hash rjsf looks them up with.
 */
export function validatorModuleSource(schema: RJSFSchema): string {
  const schemas = schemaParser(schema);
  const ids = Object.keys(schemas);
  const ajv = createAjvInstance(undefined, undefined, { code: { source: true, esm: true, lines: false }, schemas: Object.values(schemas) });
  const code = standaloneCode(ajv, Object.fromEntries(ids.map((id, i) => [`v${i}`, id])));
  // ajv's ESM output still require()s its run-time helpers (string length, formats): turned into imports.
  const imports = new Map<string, string>();
  const body = code.replace(/^"use strict";/, '').replace(/require\(("[^"]+")\)/g, (_match, spec: string) => {
    if (!imports.has(spec)) imports.set(spec, `ajvRuntime${imports.size}`);
    return imports.get(spec)!;
  });
  const header = [...imports].map(([spec, name]) => `import * as ${name} from ${spec};`).join('\n');
  return `${header}\n${body}\nexport const validateFns = { ${ids.map((id, i) => `${JSON.stringify(id)}: v${i}`).join(', ')} };\n`;
}

/** The plugin: `virtual:form-validators` (the map) and `virtual:form-validators/<entity>` (one form's code). */
export function formValidatorsPlugin(): Plugin {
  const entities = Object.keys(forms);
  return {
    name: 'portal-form-validators',
    resolveId(id) {
      if (id === FORM_VALIDATORS_MODULE || id.startsWith(`${FORM_VALIDATORS_MODULE}/`)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id === RESOLVED) {
        return entities.map((entity, i) => `import { validateFns as f${i} } from ${JSON.stringify(`${FORM_VALIDATORS_MODULE}/${entity}`)};`).join('\n')
          + `\nexport const formValidatorFunctions = { ${entities.map((entity, i) => `${JSON.stringify(entity)}: f${i}`).join(', ')} };\n`;
      }
      if (id.startsWith(`${RESOLVED}/`)) {
        const entity = id.slice(RESOLVED.length + 1) as keyof typeof forms;
        return validatorModuleSource(forms[entity].schema as unknown as RJSFSchema);
      }
      return undefined;
    },
  };
}
