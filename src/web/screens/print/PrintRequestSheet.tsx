import { formatDate, t, useApiQuery, type Row } from '../../kit';

/**
 * The A4 page of a request typed on the print queue (a handout for the classroom door): the schoolhouse, the title,
 * the body's paragraphs, and who asked for it when.
 */
export function PrintRequestSheet({ request }: { request: Row }) {
  const house = useApiQuery('/api/v1/schoolhouses/{id}', { params: { path: { id: Number(request.schoolhouse_id) } } });
  const paragraphs = String(request.body ?? '').split('\n').filter((line) => line.trim() !== '');
  return (
    <article style={{ display: 'flex', flexDirection: 'column', gap: '6mm' }}>
      <p style={{ margin: 0, textAlign: 'right' }}>{String(house.data?.schoolhouse_name ?? '')}</p>
      <h1 style={{ margin: 0, fontSize: '18pt', textAlign: 'center' }}>{String(request.title)}</h1>
      {paragraphs.map((line, i) => <p key={i} style={{ margin: 0 }}>{line}</p>)}
      <footer style={{ marginTop: '10mm', textAlign: 'right', color: '#444' }}>
        {request.requested_by_name ? <p style={{ margin: 0 }}>{t('printQueue.requestedBy', { name: String(request.requested_by_name) })}</p> : null}
        <p style={{ margin: 0 }}>{t('printQueue.requestedOn', { date: formatDate(String(request.created_at)) })}</p>
      </footer>
    </article>
  );
}
