// Generated from model/ by `npm run generate`. Do not edit by hand.

import type { Meta, StoryObj } from '@storybook/react-vite';
import { ModelForm } from '../../src/web/screens/generic';
import { FormStoryData } from '../fixtures/FormStory';
import { sampleRows } from '../fixtures/sampleRows';

const meta: Meta<typeof ModelForm> = {
  title: 'Generated/生徒別料金/フォーム',
  component: ModelForm,
  args: { entity: 'student_fee', isSubmitting: false },
  decorators: [(Story) => <FormStoryData><Story /></FormStoryData>],
};
export default meta;

type Story = StoryObj<typeof ModelForm>;

export const Create: Story = {};
export const Edit: Story = { args: { initialValues: sampleRows('student_fee', 1)[0] } };
export const ServerError: Story = { args: { serverErrors: [{ field: 'student_id', message: '同じ内容のデータが既に登録されています。' }] } };
