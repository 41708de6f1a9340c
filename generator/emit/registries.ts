import type { Model } from '../model/types.js';
import { TS_BANNER, type OutputFile } from './util.js';

/**
 * The registries of the model's escape hatches, so that a hand-written screen or handler is wired by naming it in
 * the model (and a missing one fails generation, not the browser):
 * - src/generated/screenComponents.ts: every `component:` of model/screens, each loaded lazily in its own chunk;
 * - src/generated/handlerRegistry.ts: every `handler:` of model/operations.yaml (src/server/handlers/<name>.ts).
 */
export function emitRegistries(model: Model): OutputFile[] {
  const components = [...new Map(model.screens.filter((s) => s.component && s.componentFile).map((s) => [s.component!, s.componentFile!])).entries()]
    .sort(([a], [b]) => a.localeCompare(b));
  const screenComponents = `${TS_BANNER}
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyNamed } from '../web/components/lazyNamed.js';
import type { ScreenProps } from '../web/screens/screenProps.js';

/** Hand-written screens by the \`component:\` name a screen declares in model/screens (each its own chunk). */
export const customScreens: Readonly<Record<string, LazyExoticComponent<ComponentType<ScreenProps>>>> = {
${components.map(([name, file]) => `  ${name}: lazyNamed(() => import('../web/screens/${file}'), '${name}'),`).join('\n')}
};
`;
  const handlers = [...new Set(model.operations.map((o) => o.handler))].sort();
  const handlerRegistry = `${TS_BANNER}
import type { Handler } from '../server/handlers/types.js';
import type { HandlerName } from './operations.js';
${handlers.map((h) => `import { ${h} } from '../server/handlers/${h}.js';`).join('\n')}

/** Every handler that model/operations.yaml names (src/server/handlers/<name>.ts exports it by that name). */
export const handlers: Record<HandlerName, Handler> = {
${handlers.map((h) => `  ${h},`).join('\n')}
};
`;
  return [
    { path: 'src/generated/screenComponents.ts', content: screenComponents },
    { path: 'src/generated/handlerRegistry.ts', content: handlerRegistry },
  ];
}
