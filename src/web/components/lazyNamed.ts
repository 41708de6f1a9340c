import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** React.lazy for a module's named component export (our files export components by name). */
export function lazyNamed<Props, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => ({ default: (await load())[name] }));
}
