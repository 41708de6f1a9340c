/** Built by scripts/formValidatorsPlugin.ts: per model entity, rjsf's precompiled validator functions by schema id. */
declare module 'virtual:form-validators' {
  export const formValidatorFunctions: Record<string, Record<string, ((data: unknown) => boolean) & { errors?: unknown }>>;
}
