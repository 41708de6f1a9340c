import type { Meta, StoryObj } from '@storybook/react-vite';
import { screens } from '../../src/generated/routes.js';
import { AttendanceDate } from '../../src/web/screens/lessons/AttendanceDate';
import { LessonSchedule } from '../../src/web/screens/lessons/LessonSchedule';
import { LessonScheduleApi } from './lessonScheduleApi';
import { LessonStory, type StoryViewer } from './LessonStory';

/**
 * 授業スケジュール (/seat-management/list) over in-memory lessons around today: the guardian's month and day of the acting
 * child's lessons with 欠席連絡 and 振替申請 (an absence made up, a make-up waiting, an absence to make up), the
 * teacher's 担当授業スケジュール, the names the school's settings hide (講師, 生徒), a school without lessons yet
 * (コマ割りのデータがありません), and カレンダー連携 below.
 */
interface Args { viewer: StoryViewer; hidesNames: boolean; isEmpty: boolean }

const meta: Meta<Args> = {
  title: 'Lessons/授業スケジュール',
  args: { viewer: 'guardian', hidesNames: false, isEmpty: false },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <LessonStory viewer={args.viewer} api={new LessonScheduleApi({ hidesNames: args.hidesNames, isEmpty: args.isEmpty })}>
      <div style={{ padding: 24, maxWidth: 1080 }}>
        <LessonSchedule screen={screens.find((s) => s.id === 'seat-management.list')!} />
      </div>
    </LessonStory>
  ),
};
export default meta;

type Story = StoryObj<Args>;

export const Guardian: Story = {};
/** 保護者画面に講師名を表示する off: the teacher is 講師. */
export const GuardianTeacherHidden: Story = { args: { hidesNames: true } };
export const Teacher: Story = { args: { viewer: 'teacher' } };
/** 講師画面に生徒名を表示する off: the student is 生徒. */
export const TeacherStudentHidden: Story = { args: { viewer: 'teacher', hidesNames: true } };
/** No lessons and no periods yet: section 8's コマ割りのデータがありません. */
export const NoLessons: Story = { args: { isEmpty: true } };

/** 通塾可能日 (/seat-management/attendance-date): the child's weekdays × periods, saved with 保存. */
export const AvailableDays: Story = {
  render: () => (
    <LessonStory viewer="guardian" path="/seat-management/attendance-date">
      <div style={{ padding: 24, maxWidth: 720 }}>
        <AttendanceDate screen={screens.find((s) => s.id === 'seat-management.attendance-date')!} />
      </div>
    </LessonStory>
  ),
};
