import type { ModelIssue } from './errors.js';
import type { RawFile } from './read.js';
import type {
  EntityDef, EnumDef, ErrorDef, FeatureDef, FieldGateDef, GateDef, NotificationKindDef, OperationDef, RoleDef, SettingOptionDef,
} from './types.js';

interface RawGate {
  setting: string; values?: string[]; roles: string[]; at?: 'user' | 'record'; error?: string;
  operations?: string[]; fields?: FieldGateDef[]; recipients?: string[]; rows?: string[];
}

/** The error a closed operation answers unless the gate names another. */
export const DEFAULT_GATE_ERROR = 'SETTING_NOT_ALLOWED';

const GENERIC_OPERATIONS = ['list', 'get', 'create', 'update', 'delete'] as const;

type SchemaNode = { type?: string | string[]; properties?: Record<string, SchemaNode>; items?: SchemaNode };

/** The schema of a dotted answer path, walking object properties and (transparently) array items. */
function answerSchemaAt(schema: SchemaNode, path: string): SchemaNode | undefined {
  let at: SchemaNode | undefined = schema;
  for (const segment of path.split('.')) {
    while (at?.items) at = at.items;
    at = at?.properties?.[segment];
  }
  return at;
}

/** The schema of the object holding a dotted path's last field. */
function parentSchemaOf(schema: SchemaNode, path: string): SchemaNode | undefined {
  const parts = path.split('.');
  let at: SchemaNode | undefined = parts.length === 1 ? schema : answerSchemaAt(schema, parts.slice(0, -1).join('.'));
  while (at?.items) at = at.items;
  return at;
}

const typesOf = (node: SchemaNode | undefined): string[] => (node?.type === undefined ? [] : Array.isArray(node.type) ? node.type : [node.type]);

/**
 * Resolves gates.yaml: the setting is a feature setting or an option (with values from its code list), the roles are
 * known, each operation is an operation of operations.yaml or a generic operation an entity's API has, each field is
 * a text of the operation's answer (its `when` a sibling), each recipient kind a notification kind, and the error a
 * 403 of the catalogue. A gate must close something.
 */
export function resolveGates(options: {
  file: RawFile | undefined; features: FeatureDef[]; settingOptions: SettingOptionDef[]; enums: EnumDef[]; roles: RoleDef[];
  roleGroups: Record<string, string[]>; operations: OperationDef[]; entities: EntityDef[]; kinds: NotificationKindDef[];
  errors: ErrorDef[]; enabledFlag: string; issues: ModelIssue[];
}): GateDef[] {
  const { file, features, settingOptions, enums, roles, roleGroups, operations, entities, kinds, errors, enabledFlag, issues } = options;
  if (!file) return [];
  const at = (path: string, reason: string) => issues.push({ file: file.file, path, reason });
  const roleNames = new Set(roles.map((r) => r.name));
  const roleOrder = roles.map((r) => r.name);
  return Object.entries(file.data as Record<string, RawGate>).map(([name, g]) => {
    const base = `/${name}`;
    const feature = features.find((f) => f.name === g.setting);
    const option = settingOptions.find((o) => o.name === g.setting);
    if (!feature && !option) at(`${base}/setting`, `unknown feature setting or option "${g.setting}" (features.yaml, settings.yaml)`);
    if (feature && g.values) at(`${base}/values`, `${g.setting} is a feature setting: it opens when enabled, values are not allowed`);
    const codes = option ? (enums.find((e) => e.name === option.enum)?.values ?? []).map((v) => String(v.code)) : [];
    (g.values ?? []).forEach((v, i) => {
      if (option && !codes.includes(v)) at(`${base}/values/${i}`, `"${v}" is not a code of "${option.enum}" (${codes.join(', ')})`);
    });
    if (option && !g.values && option.enum !== 'flag') at(`${base}/values`, `option "${g.setting}" is of the code list ${option.enum}: name the values that open the gate`);

    const expanded = new Set<string>();
    g.roles.forEach((r, i) => {
      if (roleGroups[r]) roleGroups[r].forEach((m) => expanded.add(m));
      else if (roleNames.has(r)) expanded.add(r);
      else at(`${base}/roles/${i}`, `unknown role or role group "${r}"`);
    });

    const error = g.error ?? DEFAULT_GATE_ERROR;
    const errorDef = errors.find((e) => e.key === error);
    if (!errorDef) at(`${base}/error`, `unknown error "${error}" (errors.yaml)`);
    else if (errorDef.status !== 403) at(`${base}/error`, `error "${error}" must have status 403`);

    (g.operations ?? []).forEach((id, i) => {
      if (operations.some((o) => o.id === id)) return;
      const [entityName, op] = id.split('.');
      const entity = entities.find((e) => e.name === entityName);
      const isGeneric = (GENERIC_OPERATIONS as readonly string[]).includes(op ?? '') && id.split('.').length === 2;
      if (!entity || !isGeneric) at(`${base}/operations/${i}`, `unknown operation "${id}" (an operations.yaml id or <entity>.<list|get|create|update|delete>)`);
      else if (!entity.api?.operations.includes(op as (typeof GENERIC_OPERATIONS)[number])) at(`${base}/operations/${i}`, `entity ${entityName} has no ${op} operation`);
    });
    // list and get are one CASL action (read): a gate closes both or neither, so the browser and the API agree.
    for (const id of g.operations ?? []) {
      const [entityName, op] = id.split('.');
      const other = op === 'list' ? 'get' : op === 'get' ? 'list' : undefined;
      const entity = entities.find((e) => e.name === entityName);
      if (other && entity?.api?.operations.includes(other) && !g.operations!.includes(`${entityName}.${other}`)) {
        at(`${base}/operations`, `${id} and ${entityName}.${other} are one read action: gate both`);
      }
    }
    (g.fields ?? []).forEach((f, i) => {
      const op = operations.find((o) => o.id === f.operation);
      if (!op) {
        at(`${base}/fields/${i}/operation`, `unknown operation "${f.operation}" (operations.yaml)`);
        return;
      }
      const schema = op.response as SchemaNode;
      if (!typesOf(answerSchemaAt(schema, f.field)).includes('string')) at(`${base}/fields/${i}/field`, `"${f.field}" is not a text field of the answer of ${f.operation}`);
      if (f.when && !parentSchemaOf(schema, f.field)?.properties?.[f.when.field]) at(`${base}/fields/${i}/when/field`, `"${f.when.field}" is not a field beside "${f.field}"`);
    });
    (g.recipients ?? []).forEach((k, i) => {
      if (!kinds.some((kind) => kind.name === k)) at(`${base}/recipients/${i}`, `unknown notification kind "${k}" (notifications.yaml)`);
    });
    (g.rows ?? []).forEach((id, i) => {
      if (!operations.some((o) => o.id === id)) at(`${base}/rows/${i}`, `unknown operation "${id}" (operations.yaml)`);
    });
    if (g.rows && g.at !== 'record') at(`${base}/at`, 'rows are read at each row\'s schoolhouse: at must be record');
    if (!g.operations && !g.fields && !g.recipients && !g.rows) at(base, 'a gate must name operations, fields, recipients or rows');
    if (g.at === 'record' && !g.operations && !g.recipients && !g.rows) at(`${base}/at`, 'record is read by the handlers of operations: name operations');
    return {
      name, setting: g.setting, settingKind: feature ? 'feature' as const : 'option' as const, values: g.values ?? [enabledFlag],
      roles: [...expanded].sort((a, b) => roleOrder.indexOf(a) - roleOrder.indexOf(b)), at: g.at ?? 'user', error,
      operations: g.operations ?? [], fields: g.fields ?? [], recipients: g.recipients ?? [], rows: g.rows ?? [],
    };
  }).sort((a, b) => a.name.localeCompare(b.name));
}
