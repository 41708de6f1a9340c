import { useParams } from 'react-router';
import { Button, Card, Result } from 'antd';
import { useOne, type HttpError } from '@refinedev/core';
import { Link } from 'react-router';
import { t } from '../../i18n/i18n.js';
import { screenTitle } from '../../i18n/screenTitle.js';
import { PageHeader } from '../common/PageHeader';
import { PageLoading } from '../common/PageLoading';
import type { ScreenProps } from '../screenProps.js';
import { GenericFormPage } from './GenericFormPage';
import type { Row } from '../../model/rowLabel.js';
import { listScreenOf } from './siblingScreens.js';

/** An edit page ([edit]) of a model entity: the row of the route's :id in the generated form. */
export function GenericEditPage({ screen }: ScreenProps) {
  const { id = '' } = useParams();
  const isId = /^[1-9][0-9]{0,14}$/.test(id);
  const { result, query } = useOne<Row, HttpError>({
    resource: screen.entity!, id, queryOptions: { enabled: isId, retry: false }, successNotification: false, errorNotification: false,
  });
  if (isId && query.isLoading) return <PageLoading />;
  if (!isId || query.error || !result) {
    const list = listScreenOf(screen);
    return (
      <>
        <PageHeader title={screenTitle(screen)} />
        <Card>
          <Result
            status="404"
            title={query.error && query.error.statusCode !== 404 ? query.error.message : t('genericScreen.notFound')}
            extra={list && <Link to={list.path}><Button type="primary">{t('genericScreen.backToList')}</Button></Link>}
          />
        </Card>
      </>
    );
  }
  return <GenericFormPage key={String(result.id)} screen={screen} row={result} />;
}
