import type { ReactNode } from 'react';
import type { ScreenRoute } from '../../generated/routes.js';
import { screenTitle } from '../i18n/screenTitle.js';
import { PageHeader } from '../screens/common/PageHeader';

/** A custom screen's page: its title from the model (the screen's `title` key) with actions on the right, then its body. */
export function ScreenPage(props: { screen: Pick<ScreenRoute, 'title'>; extra?: ReactNode; children?: ReactNode }) {
  return (
    <>
      <PageHeader title={screenTitle(props.screen)} extra={props.extra} />
      {props.children}
    </>
  );
}
