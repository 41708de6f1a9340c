/**
 * The resolved platform files of the model, beside the entities and screens (types.ts): dropped.yaml's moves,
 * notifications.yaml's channels and kinds, gates.yaml's action gates and caches.yaml's caches.
 */

/** model/dropped.yaml moves: the rows of a dropped entity's table copied into another entity's before it goes. */
export interface MoveDef {
  /** The dropped entity. */
  from: string;
  /** The entity receiving the rows. */
  to: string;
  /** Target column → a source column, `ref.column` (a column of the row a reference points to) or `=text`. */
  columns: Record<string, string>;
  order: string[];
}

/** A delivery channel (a code of delivery_channel) and the schoolhouse option that switches it (notifications.yaml). */
export interface NotificationChannelDef {
  name: string;
  /** A settings.yaml option of the code list flag (COMMUNICATION_METHOD_*). */
  switchedBy: string;
  /** The channel is a notification row (the bell and /notification, read by the app too). */
  isBell: boolean;
}

/** Where a notification of a kind opens for some roles: a screen and its route parameters from the row. */
export interface NotificationTargetDef {
  /** Role names (groups expanded). */
  roles: string[];
  screen: string;
  /** Route parameter name to the notification column that fills it. */
  params: Record<string, 'target_id' | 'student_id'>;
}

/** One kind of notification (notifications.yaml kinds). */
export interface NotificationKindDef {
  name: string;
  /** Message key of the tag the bell shows. */
  label: string;
  /** Message key of the row's title. */
  title: string;
  /** Entity whose row target_id names, if any. */
  record?: string;
  channels: string[];
  /**
   * Who sends the kind's channels other than the bell (e-mail, LINE): notify, from the notification row (a delivery
   * per channel, queued with it); record, the record's own deliveries (a notice's, with each family's names filled in).
   */
  sentBy: 'notify' | 'record';
  targets: NotificationTargetDef[];
}

/** model/notifications.yaml, resolved. */
export interface NotificationsDef {
  channels: NotificationChannelDef[];
  kinds: NotificationKindDef[];
}

/** A field of an operation's answer that a gate blanks (gates.yaml fields). */
export interface FieldGateDef {
  operation: string;
  /** Dotted path through objects and arrays. */
  field: string;
  when?: { field: string; equals: string | number | boolean };
}

/** An action-level feature gate (model/gates.yaml). */
export interface GateDef {
  name: string;
  /** An ALLOW_* feature setting or a settings.yaml option. */
  setting: string;
  /** feature: an ALLOW_* setting (open when enabled); option: a settings.yaml option (open for `values`). */
  settingKind: 'feature' | 'option';
  /** Values that open the gate (the enabled flag for a feature setting). */
  values: string[];
  /** Role names the gate restricts (groups expanded). */
  roles: string[];
  /** user: any of the user's schoolhouses; record: also the schoolhouse of the record acted on. */
  at: 'user' | 'record';
  /** Catalogue error of a closed operation. */
  error: string;
  /** Operation ids (operations.yaml) and `<entity>.<op>` generic operations. */
  operations: string[];
  fields: FieldGateDef[];
  /** Notification kinds. */
  recipients: string[];
  /** List operations whose rows the gate narrows, read by their handler at each row's schoolhouse. */
  rows: string[];
}

/** One watched table of a cache (model/caches.yaml): a write to it invalidates the cache for the rows' companies or keys. */
export interface CacheTableDef {
  table: string;
  /** The column holding the company id (company_id, or id for companies); null for a table every company shares. */
  companyColumn: string | null;
  /** Further columns that name what is invalidated (e.g. user_id): sent in the notice after the company. */
  keyColumns: string[];
  /** Columns whose change by an UPDATE invalidates; an insert or delete always does. Empty: updates never do. */
  watch: string[];
  /** Primary-key columns, to pair the old and new rows of an update. */
  primaryKey: string[];
}

/** A cache kept in memory by the API nodes and made current by database triggers (model/caches.yaml). */
export interface CacheDef {
  name: string;
  /** True: a per-company version in cache_versions is bumped (and sent) on every change. */
  isVersioned: boolean;
  tables: CacheTableDef[];
}

/** model/caches.yaml: the notification channel and the caches. */
export interface CachesDef {
  channel: string;
  caches: CacheDef[];
  /** Operations polled every 30 s, authenticated from the cache kept current by the notices (method and path). */
  polls: Array<{ id: string; method: string; path: string }>;
}
