import { AppError } from '../foundation/errors.js';
import { signedIn } from './signedIn.js';
import type { Handler } from './types.js';

/** GET /users/personal-information: name, kana, phone, notification e-mail and メール通知 of the teacher or guardian acted as. */
export const personalInformation: Handler = async ({ ctx, principal }) => {
  const p = signedIn(principal);
  const user = await ctx.db.selectFrom('users').select(['email', 'receive_mail']).where('company_id', '=', p.companyId).where('id', '=', p.userId).executeTakeFirstOrThrow();
  if (p.teacherId !== null) {
    const t = await ctx.db.selectFrom('teachers').select(['teacher_number', 'name_kanji', 'name_kana', 'phone'])
      .where('company_id', '=', p.companyId).where('id', '=', p.teacherId).executeTakeFirstOrThrow();
    return { type: 'teacher', name: t.name_kanji, name_kana: t.name_kana, phone: t.phone, email: user.email, receive_mail: user.receive_mail, teacher_number: t.teacher_number };
  }
  if (p.protectorId !== null) {
    const g = await ctx.db.selectFrom('protectors').select(['family_name', 'first_name', 'family_name_kana', 'first_name_kana', 'phone'])
      .where('company_id', '=', p.companyId).where('id', '=', p.protectorId).executeTakeFirstOrThrow();
    const kana = [g.family_name_kana, g.first_name_kana].filter((k) => k).join(' ');
    return {
      type: 'protector', name: `${g.family_name} ${g.first_name}`, name_kana: kana || null, phone: g.phone, email: user.email, receive_mail: user.receive_mail,
      family_name: g.family_name, first_name: g.first_name, family_name_kana: g.family_name_kana, first_name_kana: g.first_name_kana,
    };
  }
  throw new AppError('NOT_FOUND');
};
