import type { Meta, StoryObj } from '@storybook/react-vite';
import { screens } from '../../src/generated/routes.js';
import { LessonGrid } from '../../src/web/screens/lessons/LessonGrid';
import { KitStory } from '../fixtures/KitStory';
import { LessonGridApi, STORY_DATE } from './lessonGridApi';

/**
 * 座席表 (/seat-management/grid), staff: 駅前校's booths × periods over an in-memory API, with lessons of every mark
 * (授業, 振替授業, 欠席 with its reason on hover, 振替申請中, 振替済み), one make-up request waiting, and Saturday closed
 * (冬期休業). Place a lesson in an empty cell (a taken student or teacher is refused in the catalogue's words), drag one
 * to another cell, approve the request.
 */
const meta: Meta<typeof LessonGrid> = {
  title: 'Lessons/座席表',
  component: LessonGrid,
  args: { screen: screens.find((s) => s.id === 'seat-management.grid')! },
  parameters: { layout: 'fullscreen' },
};
export default meta;

type Story = StoryObj<typeof LessonGrid>;

const at = (query: string) => `/seat-management/grid?${query}`;

/** Thursday 12/24: seats × periods. */
export const Day: Story = {
  decorators: [(Story) => <KitStory api={new LessonGridApi()} path={at(`schoolhouse_id=1&view=day&date=${STORY_DATE}`)}><div style={{ padding: 24 }}><Story /></div></KitStory>],
};

/** The week of 12/21: seats × days, each day's periods stacked; Saturday closed. */
export const Week: Story = {
  decorators: [(Story) => <KitStory api={new LessonGridApi()} path={at(`schoolhouse_id=1&view=week&date=${STORY_DATE}`)}><div style={{ padding: 24 }}><Story /></div></KitStory>],
};

/** Saturday 12/26, a closed day: 休校日です, the cells shaded and closed to lessons. */
export const ClosedDay: Story = {
  decorators: [(Story) => <KitStory api={new LessonGridApi()} path={at('schoolhouse_id=1&view=day&date=2026-12-26')}><div style={{ padding: 24 }}><Story /></div></KitStory>],
};

/** A day without lessons: 授業はありません, the empty cells still take one. */
export const NoLessons: Story = {
  decorators: [(Story) => <KitStory api={new LessonGridApi({ isEmpty: true })} path={at(`schoolhouse_id=1&view=day&date=${STORY_DATE}`)}><div style={{ padding: 24 }}><Story /></div></KitStory>],
};

/** A schoolhouse without seats: コマ割りのデータがありません, with where to set seats and periods up. */
export const NoSeats: Story = {
  decorators: [(Story) => <KitStory api={new LessonGridApi()} path={at(`schoolhouse_id=2&view=day&date=${STORY_DATE}`)}><div style={{ padding: 24 }}><Story /></div></KitStory>],
};
