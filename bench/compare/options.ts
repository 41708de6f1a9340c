import { parseArgs } from 'node:util';

/**
 *   npm run bench:compare [-- --duration 3 --connections 1,10,50 --students 100000 --small 1000 --only tags,students --unprepared --serve]
 */
const { values } = parseArgs({ options: {
  duration: { type: 'string', default: '3' }, connections: { type: 'string', default: '1,10,50' },
  students: { type: 'string', default: '100000' }, small: { type: 'string', default: '1000' }, tags: { type: 'string', default: '200' },
  only: { type: 'string' }, serve: { type: 'boolean', default: false },
  // Ours with its list statements unnamed, as the references run theirs (DATABASE_PREPARED_STATEMENTS=off).
  unprepared: { type: 'boolean', default: false },
} });

/** --only tags,page 200: measure only the endpoints whose name contains one of these (case-insensitive). */
const only = values.only?.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);

export const options = {
  duration: Number(values.duration),
  connectionCounts: values.connections.split(',').map(Number),
  bigCount: Number(values.students),
  smallCount: Number(values.small),
  tagCount: Number(values.tags),
  serve: values.serve,
  unprepared: values.unprepared,
  isChosen: (name: string) => !only || only.some((o) => name.toLowerCase().includes(o)),
};
