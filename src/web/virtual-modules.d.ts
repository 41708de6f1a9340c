/** Built by scripts/formValidatorsPlugin.ts: per model entity, rjsf's precompiled validator functions by schema id. */
declare module 'virtual:form-validators' {
  export const formValidatorFunctions: Record<string, Record<string, ((data: unknown) => boolean) & { errors?: unknown }>>;
}

/** Built by scripts/iconCopiesPlugin.ts: a copy of one of antd's icon definitions, as a module of its own. */
declare module 'virtual:antd-icon/*' {
  const icon: import('@ant-design/icons-svg/es/types').IconDefinition;
  export default icon;
}
