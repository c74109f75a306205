/**
 * One mailer for the server: account links and notices, and the applicant's news of a move. Mail that must outlive
 * a stopped process is written with its change and sent from the database (mail/mail-queue.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { myApplicationsLink, type Telling } from '../jobs/stage-moves.ts';
import { stageChangedMessage } from '../mail/application-messages.ts';
import { createMailQueue, type MailQueue } from '../mail/mail-queue.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    mailQueue: MailQueue;
    /** Emails an applicant that their application moved to a stage (by the employer's routes and the behaviour). */
    mailStage: Telling['mail'];
  }
}

const mail: FastifyPluginAsync = async (app) => {
  const { config } = app;
  const log = { info: (message: string) => app.log.info(message), error: (details: object, message: string) => app.log.error(details, message) };
  const mailer = createMailer(config, log);
  const mailQueue = createMailQueue(app.db, mailer, log);
  app.addHook('onClose', async () => {
    await mailQueue.close();
    await mailer.close();
  });
  app.decorate('mailer', mailer);
  app.decorate('mailQueue', mailQueue);
  app.decorate('mailStage', (to, locale, stage) => void mailer.send({ to, ...stageChangedMessage(locale, stage, `${config.publicUrl}${myApplicationsLink}`) }));
};

export default fp(mail, { name: 'mail', dependencies: ['database'], decorators: { fastify: ['config', 'db'] } });
