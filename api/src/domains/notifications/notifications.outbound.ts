/**
 * @module The outbound queue of e-mails and SMS (issue 14, ADR 0029). Migration 0085's trigger queues one row per
 * notification and channel in the notification's transaction (the unique key: never queued twice), following the
 * kinds of `notification_kinds` and the user's choices. The background job {@link processOutbound} claims due rows
 * with FOR UPDATE SKIP LOCKED and marks them 'sending' in that short transaction, then sends them: two workers never
 * claim one row, so nothing is sent twice. A failed send comes back 'pending' after a growing back-off
 * ({@link retryDelayMs}); after {@link MAX_ATTEMPTS} it is 'failed'. A row left 'sending' by a crashed worker is
 * marked 'failed' (it may have gone out: it is not sent again). A recipient whose profile prefers English gets the
 * notification's title and body in English (notifications.texts.ts, ADR 0039); the queue keeps the Portuguese.
 */
import nodemailer from 'nodemailer';
import type { Db, Sql } from '../../lib/db.ts';
import { env } from '../../lib/env.ts';
import { type ApiLanguage, translateMessage } from '../../lib/i18n.ts';

/** An e-mail to send. */
export interface OutboundEmail {
  to: string;
  subject: string;
  text: string;
}

/** Sends e-mails (nodemailer through SMTP in the server; a recorder in tests). */
export interface Mailer {
  send(mail: OutboundEmail): Promise<void>;
}

/** Sends SMS. The bundled provider is the sandbox, which records each message in `sms_sandbox`. */
export interface SmsProvider {
  send(sms: { outboundId: string; to: string; body: string }): Promise<void>;
}

/** Attempts before a message is 'failed'. */
export const MAX_ATTEMPTS = 5;
/** Messages one run claims. */
export const BATCH_SIZE = 20;
/** A row 'sending' for longer than this was left by a worker that stopped. */
export const STALE_SENDING_MS = 10 * 60_000;

/** Wait before attempt `attempts + 1` after `attempts` failed ones: 30 s, 2 min, 8 min, 32 min. */
export const retryDelayMs = (attempts: number) => 30_000 * 4 ** Math.max(0, attempts - 1);

/** nodemailer through `smtpUrl`, from `from`. */
export function smtpMailer(smtpUrl: string, from: string = env.MAIL_FROM): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}

/** The sandbox SMS provider: the message is 'sent' when it is recorded (once per queued row). */
export function sandboxSms(sql: Db): SmsProvider {
  return {
    async send(sms) {
      await sql`
        insert into sms_sandbox (outbound_id, phone, body) values (${sms.outboundId}, ${sms.to}, ${sms.body})
        on conflict (outbound_id) do nothing
      `;
    },
  };
}

let defaultMailer: Mailer | undefined;
/** The server's transports: SMTP when SMTP_URL is set (else e-mails wait), the sandbox for SMS. */
export function defaultTransports(sql: Sql): { mailer?: Mailer; sms: SmsProvider } {
  if (env.SMTP_URL) defaultMailer ??= smtpMailer(env.SMTP_URL);
  return { mailer: defaultMailer, sms: sandboxSms(sql) };
}

interface Claimed {
  id: string;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  attempts: number;
}

/** The text of an e-mail in `language`: the notification and where to see it. */
export function emailText(body: string, link: string | null, language: ApiLanguage = 'pt'): string {
  const base = (env.PUBLIC_URL ?? `http://${env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST}:${env.PORT}`)
    .replace(/\/$/, '');
  const url = link ? `${base}${link}` : base;
  const where = link ? `Veja em ${url}` : `Abra ${url}`;
  const why =
    'Recebe este e-mail porque tem conta na MozTurismo. Escolha os e-mails que recebe no seu perfil, em Preferências.';
  return [body, translateMessage(where, language), translateMessage(why, language)].join('\n\n');
}

/** What a claimed row says, in the recipient's language (the queue holds the Portuguese). */
function inLanguage(m: Claimed & { title: string; notificationBody: string; language: string | null }) {
  if (m.language !== 'en') return { subject: m.subject, body: m.body, language: 'pt' as const };
  const title = translateMessage(m.title, 'en');
  const body = translateMessage(m.notificationBody, 'en');
  return m.channel === 'email'
    ? { subject: `MozTurismo: ${title}`, body, language: 'en' as const }
    : { subject: title, body: `MozTurismo: ${title}. ${body}`.slice(0, 320), language: 'en' as const };
}

/**
 * Sends the due messages of the queue once (the background job 'outbound-messages').
 * @param transports how to send; a channel without one is left queued
 * @returns how many were sent and how many failed this run
 */
export async function processOutbound(
  sql: Sql,
  now: Date = new Date(),
  transports: { mailer?: Mailer; sms?: SmsProvider } = defaultTransports(sql),
): Promise<{ sent: number; failed: number }> {
  const channels = [transports.mailer ? 'email' : null, transports.sms ? 'sms' : null].filter(Boolean) as string[];
  // i18n-exempt (an operator's note in the queue)
  await sql`
    update outbound_messages set status = 'failed', last_error = 'Interrompido durante o envio: não é reenviado.'
    where status = 'sending' and claimed_at < ${new Date(now.getTime() - STALE_SENDING_MS)}
  `;
  if (!channels.length) return { sent: 0, failed: 0 };
  const claimed = await sql<
    (Claimed & { link: string | null; title: string; notificationBody: string; language: string | null })[]
  >`
    update outbound_messages o set status = 'sending', attempts = o.attempts + 1, claimed_at = ${now}
    from (
      select id from outbound_messages
      where status = 'pending' and next_attempt_at <= ${now} and channel in ${sql(channels)}
      order by next_attempt_at
      limit ${BATCH_SIZE}
      for update skip locked
    ) due, notifications n, users u
    where o.id = due.id and n.id = o.notification_id and u.id = o.user_id
    returning o.id, o.channel, o.recipient, o.subject, o.body, o.attempts, n.link, n.title,
      n.body as notification_body, u.preferences ->> 'language' as language
  `;
  let sent = 0;
  let failed = 0;
  for (const m of claimed) {
    try {
      const message = inLanguage(m);
      if (m.channel === 'email') {
        const text = emailText(message.body, m.link, message.language);
        await transports.mailer!.send({ to: m.recipient, subject: message.subject, text });
      } else {
        await transports.sms!.send({ outboundId: m.id, to: m.recipient, body: message.body });
      }
      await sql`update outbound_messages set status = 'sent', sent_at = ${new Date()} where id = ${m.id}`;
      sent++;
    } catch (err) {
      failed++;
      const error = String((err as Error)?.message ?? err).slice(0, 500);
      const last = m.attempts >= MAX_ATTEMPTS;
      await sql`
        update outbound_messages set status = ${last ? 'failed' : 'pending'}, last_error = ${error},
          next_attempt_at = ${new Date(now.getTime() + retryDelayMs(m.attempts))}
        where id = ${m.id}
      `;
    }
  }
  return { sent, failed };
}
