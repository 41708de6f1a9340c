import type { FieldRule } from '../../src/shared/fieldRules.js';
import type { DemoRef } from '../../src/shared/demoKeys.js';
import type { ERROR_BROWSER_STEPS } from '../schema/other.js';
import type { CachesDef, GateDef, MoveDef, NotificationsDef } from './platformTypes.js';

export type { FieldRule } from '../../src/shared/fieldRules.js';
export type {
  CacheDef, CacheTableDef, CachesDef, FieldGateDef, GateDef, MoveDef, NotificationChannelDef, NotificationKindDef, NotificationTargetDef, NotificationsDef,
} from './platformTypes.js';
/**
 * The resolved domain model: what the loader hands to every emitter after validating model/.
 * Emitters never read YAML; they read this.
 */

export type FieldType =
  | 'string' | 'text' | 'integer' | 'number' | 'boolean' | 'date' | 'datetime' | 'time'
  | 'email' | 'enum' | 'ref' | 'password' | 'json'
  | 'kana' | 'postal_code' | 'phone' | 'yen' | 'color' | 'refs';

/** Form widgets a field may choose with `widget:` (besides its type's default). */
export type FieldWidget = 'select' | 'radio' | 'textarea';

/** One field of an entity, as written in model/entities (system fields are added by the loader). */
export interface FieldDef {
  name: string;
  type: FieldType;
  /** Japanese label shown in forms, tables and error messages. */
  label: string;
  required: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  /** Message key (messages/*.ja.yaml) shown when the pattern does not match. */
  patternMessage?: string;
  default?: string | number | boolean;
  /** Code list name for enum fields. */
  enum?: string;
  /** Target entity for ref and refs fields. */
  ref?: string;
  /** Form widget other than the type's default (enum: select or radio). */
  widget?: FieldWidget;
  onDelete?: 'cascade' | 'restrict' | 'set null';
  /** ref fields: the referenced entity's unique field naming its rows in CSV exports and imports (else the row's name). */
  refBy?: string;
  renamedFrom?: string;
  /** Fields holding this name's kana reading, in turn: sorting by this field sorts by them (50音 order). */
  kana?: string[];
  /** What an empty value of an optional ref means (e.g. 全校舎), shown instead of a blank. */
  emptyLabel?: string;
  /** entity.field of the settings row that switches this field on (a boolean; or a string naming it). */
  switchedBy?: string;
  /** json fields: the enum field (of entity names) whose entity's field labels name this object's keys. */
  keysOf?: string;
  /** integer fields: the enum field (of entity names) naming the entity this id is a row of (shown by that row's name). */
  refOf?: string;
  /** false: left out of the operation history (password fields always are). */
  history?: false;
  /** Set by the loader for id, company_id, created_at, updated_at. */
  isSystem: boolean;
}

/** A second import format read by position (model entity `import.positional`). */
export interface ImportPositional {
  label: string;
  width: number;
  /** Form field → the 0-based position of its cell. */
  columns: Record<string, number>;
  rewrite?: 'japanPostKenAll';
}

export interface UniqueDef {
  /** Columns, including company_id for company-scoped entities. */
  columns: string[];
  /** The fields as written in the model (without company_id). */
  fields: string[];
  /** Unique across companies (no company_id prefix). */
  isGlobal: boolean;
  error: string;
  name: string;
  /** NULLs are equal for this rule (UNIQUE NULLS NOT DISTINCT). */
  nullsNotDistinct?: boolean;
  /** Only among the rows whose enum field is none of these codes: a partial unique index, not a constraint. */
  where?: { field: string; notIn: Array<string | number> };
}

export interface FeatureCondition { all: string[]; any: string[] }

/** One access grant: any of the roles, with the feature settings enabled. */
export interface Grant { roles: string[]; features: FeatureCondition }

/**
 * A role's row scope: field → a value (or $user.* value) it must equal, or `{ in }` a $user.* list it must be one of;
 * `orEmpty`: an empty field matches too (a holiday of every schoolhouse).
 */
export type RowCondition = Record<string, string | number | { in: string; orEmpty?: boolean }>;

export interface EntityApi {
  path: string;
  operations: Array<'list' | 'get' | 'create' | 'update' | 'delete'>;
  /** Drag to reorder: POST path { ids } writes the field 1..n (api.reorder). */
  reorder?: { path: string; field: string };
  read: Grant[];
  write: Grant[];
  /** Why the read grants may be wider than the screens showing the entity (api.access.readElsewhere). */
  readElsewhere?: string;
  /** Why the write grants may be wider than the screens editing the entity (api.access.writeElsewhere). */
  writeElsewhere?: string;
  /** The catalogue error answered to a caller the grants refuse (api.access.refusal); FORBIDDEN when absent. */
  refusal?: string;
}

export interface EntityDef {
  name: string;
  label: string;
  table: string;
  scope: 'company' | 'global';
  /** Writes through the API are recorded in the operation history (generated triggers). */
  history: boolean;
  /** All fields, system fields first, in model order. */
  fields: FieldDef[];
  unique: UniqueDef[];
  /**
   * Extra indexes (entity `indexes`), company_id first for company-scoped entities; a trigram index (pg_trgm GIN over
   * the columns read together, for `contains` filters) has no company_id.
   */
  indexes: Array<{ name: string; columns: string[]; kind?: 'trigram' }>;
  /** Groups of optional fields of which a row fills exactly one (a CHECK constraint); absent: no such rule. */
  exactlyOneOf?: string[][];
  refuseDeleteWhenReferencedBy: Array<{ entity: string; field: string; error: string }>;
  /** Row scope per role: CASL conditions and SQL where clauses. */
  rows: Record<string, RowCondition>;
  /**
   * Rules across fields (entity `rules`), resolved: the comparison of an ordered pair, the referenced table of a bound,
   * and the message key (the kind's default when the model names none). Checked on every write and in the form.
   */
  rules: FieldRule[];
  api?: EntityApi;
  list?: { columns: string[]; sort: string; sortOrder: 'asc' | 'desc'; filters: FilterDef[] };
  form?: { fields: string[] };
  /** Fields naming a row (read together with a space). */
  rowName?: string[];
  /** Lists of rows pointing here, shown in the detail view: entity and its ref field. */
  detail?: { fields?: string[]; related: Array<{ entity: string; field: string; label: string }> };
  /** Filled from a CSV: rows matching `key` (form fields) are updated, others added. */
  import?: { key: string[]; positional?: ImportPositional };
  dropped: string[];
  /** Rows own uploaded files (entity `files`), as written: names of a code list and constants, the read check. */
  files?: { types: string; maxCount: string; maxBytes: string; imageMaxBytes?: string; read?: string };
  /** Model file the entity came from, for messages. */
  source: string;
}

/** The limits and types of uploaded files, with the constants and the code list resolved. */
export interface FileRules {
  maxCount: number;
  maxBytes: number;
  imageMaxBytes: number;
  /** Allowed types: the detected type (file extension as file-type names it) and its MIME type. */
  types: Array<{ ext: string; mime: string; label: string }>;
}

/**
 * An entity whose rows own files in the file store (entity `files`): files name it by `kind` (the entity's name) and
 * the row's id, and GET /files/{id} serves a file to whoever may read that row.
 */
export interface FileOwnerDef {
  /** owner_kind of its files: the entity's name (a code of the code list file_owner). */
  kind: string;
  entity: string;
  label: string;
  rules: FileRules;
  /** The hand-written read check (src/server/domains/<file>.ts exports <name>); none: the entity's API read rule. */
  read?: { name: string; file: string };
}

/**
 * One search field of an entity list. Compares `column` (or, for a text search, each group of `match` read together)
 * of this entity's table, of the row a ref field points to (`through`), or of the rows that point here (`related`).
 */
export interface FilterDef {
  /** Query parameter of the list API and form field of the filter bar. */
  name: string;
  label: string;
  /** Type of the compared field (string for a text search). */
  type: FieldType;
  /** between: a date or date-time field searched by a period (from..to, either end open). */
  operator: 'contains' | 'eq' | 'in' | 'between';
  enum?: string;
  ref?: string;
  column?: string;
  match?: string[][];
  kana?: boolean;
  /** Read by the API, not shown in the filter bar. */
  isHidden?: boolean;
  default?: string | number | Array<string | number>;
  /** A whole-number filter's bounds: the values its column holds (a value beyond would reach the database and fail). */
  minimum?: number;
  maximum?: number;
  through?: { column: string; table: string };
  related?: { table: string; column: string };
}

export interface EnumValue { code: string | number; key: string; label: string }
export interface EnumDef {
  name: string; label: string; type: 'integer' | 'string'; values: EnumValue[];
  /** Named groups of codes, by value key (enums.yaml `sets`). */
  sets?: Record<string, string[]>;
}

export interface RoleDef { name: string; authority: string; label: string }
export interface AuthorityDef { name: string; id: number; label: string; canLogIn: boolean; recordsActivity: boolean }

export interface FeatureDef { name: string; label: string; group: string }

export interface ScreenDef {
  id: string;
  path: string;
  title: string;
  entity?: string;
  views: Array<'list' | 'create' | 'edit' | 'detail'>;
  component?: string;
  /** The hand-written component's file under src/web/screens/, without .tsx (found by the loader). */
  componentFile?: string;
  redirect?: string;
  legacy?: string;
  menu?: { group: string; section?: string; order: number };
  parent?: string;
  /** Breadcrumb parents tried in turn when the user may not open `parent`. */
  otherParents?: string[];
  hidden: boolean;
  public: boolean;
  /**
   * A public screen shown before the signed-in app has loaded (the log-in page): the message keys its page shows
   * beside its title, namespaces expanded (src/generated/publicMessages.ja.ts).
   */
  messages?: string[];
  access: Grant[];
  /**
   * A company condition besides the grants: `invoice` opens the screen (and, when every screen showing its entity
   * says so, the entity's API) only while the company's invoice status is active (companies.invoice_status).
   */
  requires?: 'invoice';
  source: string;
}

export interface MenuGroupDef {
  name: string;
  label: string;
  order: number;
  icon: string;
  sections: Array<{ name: string; label: string; order: number }>;
}

/** A hand-written API operation (model/operations.yaml). */
export interface OperationDef {
  id: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  handler: string;
  summary: string;
  isPublic: boolean;
  body?: Record<string, unknown>;
  query?: Record<string, unknown>;
  response: Record<string, unknown>;
  /** Empty: any signed-in user. */
  access: Grant[];
  /** The screen whose grants this operation shares (accessFrom), if any. */
  screen?: string;
  /** A multipart body: the JSON of `body` in a `data` part, and files checked by content (resolved limits). */
  multipart?: MultipartDef;
  /** Content type of a successful answer that is not JSON (a download). */
  produces?: string;
  /** A company condition besides the grants (`requires`, or the accessFrom screen's): invoice status active. */
  requires?: 'invoice';
}

/** The file rules of a multipart operation, with the constants and the code list resolved. */
export interface MultipartDef extends FileRules {
  field: string;
  /** The entity owning the uploaded files (multipart `owner`): they go to the file store before the handler runs. */
  owner?: string;
  /** Errors (errors.yaml keys) this operation answers instead of the attachment ones. */
  errors?: MultipartErrors;
}

/**
 * The errors a multipart operation answers for a refused file, instead of ATTACHMENT_*: tooLarge (over maxBytes),
 * typeNotAllowed (a type not allowed), unreadable (the name says an allowed type, the content is not one).
 */
export interface MultipartErrors { tooLarge?: string; typeNotAllowed?: string; unreadable?: string }

/** Start pages per role (model/navigation.yaml), role groups expanded. */
export interface NavigationDef {
  fallback: string;
  afterSignIn: Record<string, string[]>;
  afterSwitch: Record<string, string[]>;
  /** Where choosing the account already acted as leads (no switch). */
  chooseCurrent: Record<string, string[]>;
  afterLogout: Record<string, string[]>;
  leaveContactTeacher: Record<string, string[]>;
}

/** A message area (model/message-areas.yaml): the screen of each step, as the notice screens read it. */
export interface MessageAreaDef {
  name: string;
  /** The notification kind it publishes as. */
  kind: string;
  steps: Record<string, string>;
  receivedList: string;
  editEntryTitle: string;
  /** Notice message key → this area's message key. */
  wording: Record<string, string>;
}

/** What the browser does on a response with an error's code (spec section 8): one of schema/other.ts's steps. */
export type ErrorBrowserStep = (typeof ERROR_BROWSER_STEPS)[number];

export interface ErrorDef { key: string; code: number; status: number; message: string; browser?: ErrorBrowserStep[] }

/** A heading of the permission settings screen (model/settings.yaml groups). */
export interface SettingGroupDef { name: string; label: string; order: number }

/** A labelled schoolhouse option of the permission settings screen (model/settings.yaml options). */
export interface SettingOptionDef {
  name: string;
  label: string;
  group: string;
  /** Code list (enums.yaml) the value must come from. */
  enum: string;
  /** Value of a schoolhouse that has none stored. */
  default: string;
}

/** The demo rows of one entity (model/demo/<entity>.yaml), checked against the entity. */
export interface DemoSet {
  entity: string;
  table: string;
  scope: 'company' | 'global';
  /** The fields that identify a row (the first unique rule); none: the rows load only into an empty table. */
  keyFields: string[];
  refs: Record<string, DemoRef>;
  rows: Array<Record<string, unknown>>;
}

export interface Model {
  entities: EntityDef[];
  enums: EnumDef[];
  authorities: AuthorityDef[];
  roles: RoleDef[];
  roleGroups: Record<string, string[]>;
  features: FeatureDef[];
  screens: ScreenDef[];
  menus: MenuGroupDef[];
  errors: ErrorDef[];
  /** Flat ja message bundle: dotted key -> text. */
  messages: Record<string, string>;
  /** Entities and fields removed on purpose (model/dropped.yaml). */
  droppedEntities: string[];
  operations: OperationDef[];
  /** Business constants (model/constants.yaml). */
  constants: Record<string, string | number | boolean>;
  /** Headings and labelled options of the permission settings screen (model/settings.yaml). */
  settingGroups: SettingGroupDef[];
  settingOptions: SettingOptionDef[];
  navigation: NavigationDef;
  /** Demo rows of model/demo/*.yaml, referenced entities first. */
  demo: DemoSet[];
  /** In-memory caches and the triggers that invalidate them (model/caches.yaml); none when the file is absent. */
  caches: CachesDef;
  /** Entities whose rows own files in the file store (entity `files`), by name. */
  fileOwners: FileOwnerDef[];
  /** Rows of dropped entities copied elsewhere by the migration that drops them (model/dropped.yaml moves). */
  moves: MoveDef[];
  /** Notification channels and kinds (model/notifications.yaml). */
  notifications: NotificationsDef;
  /** Action-level feature gates (model/gates.yaml); none when the file is absent. */
  gates: GateDef[];
  /** Message areas (model/message-areas.yaml); none when the file is absent. */
  messageAreas: MessageAreaDef[];
}
