import type { Kysely } from 'kysely';
import { constants } from '../../generated/constants.js';
import type { Database } from '../../generated/db.js';
import type { ServerConfig } from '../foundation/config.js';
import { deliverBells, hasQueuedBells, recoverBells } from '../domains/bells/bellDelivery.js';
import { ringDeferred, type ContactBellJob } from '../domains/contacts/contactBells.js';
import { pruneOperationHistory } from '../domains/history/retention.js';
import { deliverNotice } from '../domains/notices/delivery.js';
import { deliveryAdapters, type DeliveryAdapters } from '../domains/notices/deliveryAdapters.js';
import { recoverDeliveries } from '../domains/notices/deliveryRecovery.js';
import { publishDueNotices, publishIfDue } from '../domains/notices/schedule.js';
import { recoverImports, runImportJob, type ImportJobData } from '../domains/imports/runImport.js';
import type { FileStorage } from '../storage/fileStorage.js';
import { runMaintenanceJob, type MaintenanceJobData } from '../domains/maintenance/schoolYearAdvance.js';
import { runNormalFrameDeletion, type NormalFrameDeletionJob } from '../domains/maintenance/normalFrameDeletion.js';
import type { JobQueue } from '../core/jobQueue.js';

/** The data of a 'notice-publish' or 'notice-deliver' job. */
export interface NoticeJobData { companyId: number; noticeId: number }

/** Where the workers report what they did and what went wrong (the app's logger in the server). */
export interface WorkerLogger {
  info(message: string): void;
  error(error: unknown, message: string): void;
}

/** What the workers need: the database, the queue and the settings (SMTP, sender address, public URL). */
export interface WorkerContext {
  db: Kysely<Database>;
  jobs: JobQueue;
  /** Uploaded files: the data imports read their checked CSV from it (no import worker without it). */
  storage?: FileStorage;
  config: Pick<ServerConfig, 'smtp' | 'mailFrom' | 'publicUrl' | 'dkim' | 'mailBounce' | 'jwtSecret'>;
}

/** Tuning of {@link startWorkers}; the defaults come from the model's constants. */
export interface WorkerOptions {
  /** How often an idle worker asks for a job (pg-boss polling; default 2 s, at least 0.5). */
  pollingIntervalSeconds?: number;
  /** Period of the sweep (constants.scheduledSweepSeconds). */
  sweepSeconds?: number;
  /** Wait after a failed send (constants.deliveryRetrySeconds). */
  retryDelaySeconds?: number;
  /** Age of a `sending` delivery taken as left by a crash (constants.deliveryStaleMinutes). */
  staleMinutes?: number;
  /**
   * True when no other process can be working on this database (PGlite: one server per data directory): the first
   * sweep then recovers every delivery in flight at once instead of waiting for it to grow stale.
   */
  isSoleProcess?: boolean;
  /** Delivery jobs worked at once in this process. Default 2 (a long notice does not hold up a reminder). */
  deliverWorkers?: number;
  logger?: WorkerLogger;
  /** Channel adapters; default from the config (tests may pass their own). */
  adapters?: DeliveryAdapters;
}

/** The running workers of a process. */
export interface Workers {
  /** Runs one sweep now (as the timer does) and waits for it. */
  sweep(): Promise<void>;
  /** Stops the sweep and the workers: no new send starts; the jobs in hand end and leave the rest queued. */
  stop(): Promise<void>;
}

const consoleLogger: WorkerLogger = {
  info: () => undefined,
  error: (error, message) => console.error(`${message}: ${error instanceof Error ? error.message : String(error)}`),
};

/**
 * Starts this process's job workers: 'notice-publish' (a scheduled notice at its time, exactly once), 'notice-deliver'
 * (e-mail, LINE and app deliveries of a notice) and the sweep, run at once and then every `sweepSeconds`, which
 * publishes scheduled notices whose time has passed (a lost job is made up for), recovers deliveries left by a
 * crashed process, marks failed the imports a killed process left running and, now and then, deletes the operation
 * history past its retention. Every process of a cluster may run them: jobs and deliveries are claimed with SKIP
 * LOCKED and publishing is exactly once.
 */
export async function startWorkers(ctx: WorkerContext, options: WorkerOptions = {}): Promise<Workers> {
  const logger = options.logger ?? consoleLogger;
  const adapters = options.adapters ?? deliveryAdapters(ctx.config);
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  const retryDelaySeconds = options.retryDelaySeconds ?? Number(constants.deliveryRetrySeconds);
  const staleMinutes = options.staleMinutes ?? Number(constants.deliveryStaleMinutes);
  const stopping = new AbortController();
  const inHand = new Set<Promise<unknown>>();
  // A job's handler is tracked so that stop() can wait for it.
  const tracked = <T>(run: () => Promise<T>): Promise<T> => {
    const promise = run();
    inHand.add(promise);
    void promise.finally(() => inHand.delete(promise)).catch(() => undefined);
    return promise;
  };

  const workerIds = [
    await ctx.jobs.work<NoticeJobData>('notice-publish', { pollingIntervalSeconds }, (jobs) => tracked(async () => {
      for (const job of jobs) {
        if (await publishIfDue(ctx.db, { ...job.data, jobs: ctx.jobs })) logger.info(`notice ${job.data.noticeId} published at its scheduled time`);
      }
    })),
  ];
  for (let i = 0; i < (options.deliverWorkers ?? 2); i++) {
    workerIds.push(await ctx.jobs.work<NoticeJobData>('notice-deliver', { pollingIntervalSeconds }, (jobs) => tracked(async () => {
      for (const job of jobs) {
        const counts = await deliverNotice({ db: ctx.db, jobs: ctx.jobs, adapters, publicUrl: ctx.config.publicUrl }, { ...job.data, retryDelaySeconds, signal: stopping.signal });
        if (Object.keys(counts).length) logger.info(`notice ${job.data.noticeId} deliveries: ${JSON.stringify(counts)}`);
      }
    })));
  }

  workerIds.push(await ctx.jobs.work<ContactBellJob>('contact-bell', { pollingIntervalSeconds }, (jobs) => tracked(async () => {
    for (const job of jobs) await ringDeferred(ctx.db, { ...job.data, jobs: ctx.jobs });
  })));
  workerIds.push(await ctx.jobs.work('notification-deliver', { pollingIntervalSeconds }, () => tracked(async () => {
    const counts = await deliverBells(ctx.db, { adapters, publicUrl: ctx.config.publicUrl, retryDelaySeconds, signal: stopping.signal });
    if (Object.keys(counts).length) logger.info(`notification deliveries: ${JSON.stringify(counts)}`);
  })));
  workerIds.push(await ctx.jobs.work<MaintenanceJobData | NormalFrameDeletionJob>('maintenance', { pollingIntervalSeconds }, (jobs) => tracked(async () => {
    for (const job of jobs) {
      const { data } = job;
      if (data.kind === 'normal-frame-delete') await runNormalFrameDeletion(ctx.db, data);
      else await runMaintenanceJob(ctx.db, data);
      logger.info(`maintenance ${data.kind} ${data.kind === 'normal-frame-delete' ? data.deletionId : data.advanceId} done`);
    }
  })));
  const { storage } = ctx;
  if (storage) {
    workerIds.push(await ctx.jobs.work<ImportJobData>('data-import', { pollingIntervalSeconds }, (jobs) => tracked(async () => {
      for (const job of jobs) {
        await runImportJob({ db: ctx.db, storage }, job.data);
        logger.info(`import ${job.data.importJobId} done`);
      }
    })));
  }

  let isFirstSweep = true;
  let lastPrune = Number.NEGATIVE_INFINITY;
  let running: Promise<void> | undefined;
  const sweepOnce = async () => {
    const published = await publishDueNotices(ctx.db, { jobs: ctx.jobs });
    if (published) logger.info(`sweep: ${published} scheduled notice(s) published`);
    const recovered = await recoverDeliveries(ctx.db, { jobs: ctx.jobs, retryDelaySeconds, staleMinutes: isFirstSweep && options.isSoleProcess ? 0 : staleMinutes });
    isFirstSweep = false;
    if (recovered.requeued || recovered.notices) logger.info(`sweep: ${recovered.requeued} delivery(ies) queued again, ${recovered.notices} notice(s) resumed`);
    // Notification e-mails left by a crashed process go back to the queue; queued ones (a lost job, a retry) are sent.
    const recoveredBells = await recoverBells(ctx.db, { staleMinutes: isFirstSweep && options.isSoleProcess ? 0 : staleMinutes });
    if (recoveredBells) logger.info(`sweep: ${recoveredBells} notification delivery(ies) queued again`);
    if (await hasQueuedBells(ctx.db)) await ctx.jobs.send({ db: ctx.db, name: 'notification-deliver', data: {} });
    // Imports left running by a killed server: failed, nothing written (src/server/domains/imports/runImport.ts).
    const interrupted = await recoverImports(ctx.db);
    if (interrupted) logger.info(`sweep: ${interrupted} interrupted import(s) marked failed`);
    // The operation history past its retention, once every operationLogPruneMinutes per process.
    if (Date.now() - lastPrune >= Number(constants.operationLogPruneMinutes) * 60_000) {
      lastPrune = Date.now();
      const pruned = await pruneOperationHistory(ctx.db);
      if (pruned) logger.info(`sweep: ${pruned} operation-history row(s) past the retention deleted`);
    }
  };
  const sweep = (): Promise<void> => {
    running ??= tracked(sweepOnce).catch((error: unknown) => logger.error(error, 'notice sweep failed')).finally(() => { running = undefined; });
    return running;
  };
  const timer = setInterval(() => void sweep(), (options.sweepSeconds ?? Number(constants.scheduledSweepSeconds)) * 1000);
  timer.unref();
  void sweep();

  return {
    sweep,
    async stop() {
      clearInterval(timer);
      stopping.abort();
      for (const id of workerIds) await ctx.jobs.offWork(id);
      while (inHand.size) await Promise.allSettled([...inHand]);
      if (!options.adapters) for (const adapter of adapters.values()) adapter.close();
    },
  };
}
