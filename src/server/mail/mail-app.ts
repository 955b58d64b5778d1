import type { FastifyInstance } from 'fastify';
import { createSmtpTransport } from './mail-transport';
import { createMailWorker, type MailWorker } from './mail-worker';
import { siteUrl } from './site-links';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox worker: running when MAIL_WORKER=1; tests call runOnce() themselves. */
    mailWorker: MailWorker;
  }
}

/** Creates the outbox worker, starts it when this instance sends mail, and stops it when the app closes. */
export function registerMail(app: FastifyInstance): void {
  const { config } = app;
  const siteAddress = siteUrl(config);
  const worker = createMailWorker({
    db: app.db,
    config: config.mail,
    transport: config.mail.smtpUrl ? createSmtpTransport(config.mail.smtpUrl, config.mail.from) : undefined,
    messageIdHost: new URL(siteAddress).hostname,
    log: {
      info: (message) => app.log.info(message),
      warn: (message) => app.log.warn(message),
      error: (message) => app.log.error(message),
    },
  });
  app.decorate('mailWorker', worker);
  app.addHook('onReady', async () => {
    if (!config.publicUrl) {
      app.log.warn(`PUBLIC_URL is not set: links in mail point at ${siteAddress}`);
    }
    if (config.mail.worker) worker.start();
  });
  app.addHook('onClose', async () => {
    await worker.stop();
  });
}
