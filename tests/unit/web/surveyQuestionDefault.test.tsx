// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { AppConfigProvider } from '../../../src/web/AppConfigProvider';
import { emptyComposeValues, type ComposeValues } from '../../../src/web/screens/notice/compose-model/composeValues.js';
import { SurveyBuilder } from '../../../src/web/screens/notice/survey-builder/SurveyBuilder';

/**
 * A new survey question (issue 17 item 8) was saved as 必須 although its box was never ticked. A question starts as the
 * model says (notice_survey_question.is_required, default false): the box unticked and the value false, until ticked.
 */
const slowStart = 60_000;

function renderBuilder() {
  const values: { current?: ComposeValues } = {};
  function Builder() {
    const [form] = Form.useForm<ComposeValues>();
    values.current = Form.useWatch([], { form, preserve: true }) as ComposeValues | undefined;
    return (
      <Form form={form} initialValues={emptyComposeValues()}>
        <SurveyBuilder isLocked={false} />
      </Form>
    );
  }
  render(<Builder />, { wrapper: AppConfigProvider });
  return values;
}

const requiredBoxes = () => screen.getAllByRole('checkbox', { name: '必須' }) as HTMLInputElement[];

describe('a new survey question', { timeout: slowStart }, () => {
  it('should start not required: the box unticked and the value false, for the first question and an added one', async () => {
    const values = renderBuilder();
    fireEvent.click(screen.getByRole('button', { name: /アンケートを追加/ }));
    await waitFor(() => expect(requiredBoxes()).toHaveLength(1));
    expect(requiredBoxes()[0]!.checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: /質問を追加/ }));
    await waitFor(() => expect(requiredBoxes()).toHaveLength(2));
    expect(requiredBoxes().map((box) => box.checked)).toEqual([false, false]);
    await waitFor(() => expect(values.current?.survey?.questions.map((q) => q.is_required)).toEqual([false, false]));
  });

  it('should be required once its box is ticked (the twin)', async () => {
    const values = renderBuilder();
    fireEvent.click(screen.getByRole('button', { name: /アンケートを追加/ }));
    await waitFor(() => expect(requiredBoxes()).toHaveLength(1));
    fireEvent.click(requiredBoxes()[0]!);
    await waitFor(() => expect(values.current?.survey?.questions[0]?.is_required).toBe(true));
    expect(requiredBoxes()[0]!.checked).toBe(true);
  });
});
