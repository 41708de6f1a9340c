import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /systemSettings/info: the codes the staff manual's log-in form posts, where it posts them, and the legacy host. */
export const systemInfo: Handler = async ({ ctx, principal }) => {
  const p = signedIn(principal);
  const c = await ctx.db.selectFrom('companies').select(['code', 'sub_code', 'license_code']).where('id', '=', p.companyId).executeTakeFirstOrThrow();
  return { manual_url: ctx.config.manualUrl ?? null, legacy_url: ctx.config.legacyUrl ?? null, information: { company_code: c.code, company_sub_code: c.sub_code, license_code: c.license_code } };
};
