import { Suspense, type ComponentType } from 'react';
import { lazyNamed } from '../components/lazyNamed.js';
import { PageLoading } from '../screens/common/PageLoading';

/**
 * A kit part that loads with the first screen rendering it, not with every screen importing the kit (the generic list
 * brings Refine and the table, the form rjsf, the calendar antd's picker): a spinner stands in its place meanwhile.
 */
export function lazyPart<Props extends object, Name extends string>(load: () => Promise<Record<Name, ComponentType<Props>>>, name: Name): ComponentType<Props> {
  const Part = lazyNamed(load, name);
  function LazyPart(props: Props) {
    return <Suspense fallback={<PageLoading />}><Part {...props} /></Suspense>;
  }
  LazyPart.displayName = name;
  return LazyPart;
}
