import type { ModelChange } from './projectModel.js';

/**
 * A demo file of students (seeded by TypeScript) naming its school year, schoolhouse and guardian as a product owner
 * would; without the questionnaire answers, grade records and interviews, which name the seed's students that the file
 * would stand for.
 */
export const withDemoStudent: ModelChange = (m) => {
  m.remove('demo/student_questionnaire_answer.yaml');
  m.remove('demo/grade_record.yaml');
  m.remove('demo/interview.yaml');
  m.write('demo/student.yaml', [
    'rows:',
    '  - { student_number: S09001, family_name_kanji: 見本, first_name_kanji: 花子, family_name_kana: ミホン, first_name_kana: ハナコ,',
    '      schoolyear_id: 中1, schoolhouse_id: 駅前校, protector_id: guardian1 }',
    '  - { student_number: S09002, family_name_kanji: 見本, first_name_kanji: 太郎, family_name_kana: ミホン, first_name_kana: タロウ,',
    '      schoolyear_id: 10, schoolhouse_id: 本町校, protector_id: guardian1 }',
  ].join('\n'));
};
