/** The id of a `:id` route parameter when it is a whole number in range (spec: "{id numeric}"), else undefined. */
export function parseNoticeId(param: string | undefined): number | undefined {
  if (param === undefined || !/^\d{1,10}$/.test(param)) return undefined;
  const id = Number(param);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}
