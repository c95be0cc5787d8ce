// Turns a queued job into the e-mail sent: the member's subject and body in a plain layout, a
// footer naming the site with the unsubscribe link, and the List-Unsubscribe headers mail
// programs show as their own "unsubscribe" button (RFC 2369; one-click POST, RFC 8058).
import { htmlLang } from '@tessera/schemas';
import type { SendMailOptions } from 'nodemailer';
import { escapeHtml as e } from '../../http/escape-html.ts';
import type { ClaimedJob } from '../queue/mail-jobs.ts';

/** The footer's texts, in the job's language. */
export interface FooterTexts {
  /** "Sent to you by {{site}}." */
  sentBy: string;
  /** The unsubscribe link's text. */
  unsubscribe: string;
}

/** What surrounds every message: who sends it, from where, and the footer. */
export interface MailFrame {
  /** The site's (or active brand's) name. */
  siteName: string;
  /** MAIL_FROM, or null for `"<site name>" <no-reply@<public host>>`. */
  from: string | null;
  /** The host of TESSERA_PUBLIC_URL: the domain of Message-IDs and of the default sender. */
  publicHost: string;
  footer: FooterTexts;
}

/** The message's absolute links, made from the public address when it is sent. */
export interface MailLinks {
  /** The action button's target (the job's action path), or null without one. */
  action: string | null;
  /** The unsubscribe page, or null when no preference governs the message. */
  unsubscribe: string | null;
}

const STYLES = {
  body: 'margin:0;padding:24px 12px;background:#f4f4f1;color:#1d2730;font-family:system-ui,-apple-system,\'Segoe UI\',Roboto,sans-serif;font-size:16px;line-height:1.5',
  card: 'max-width:560px;margin:0 auto;padding:24px 28px 20px;background:#ffffff;border:1px solid #dcd8cd;border-radius:10px',
  site: 'margin:0;padding-bottom:12px;border-bottom:1px solid #e8e5dc;font-weight:600;color:#5b6672',
  footer: 'max-width:560px;margin:16px auto 0;color:#5b6672;font-size:13px;text-align:center',
  link: 'color:#16347d',
  button: 'display:inline-block;padding:10px 18px;background:#16347d;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:600',
} as const;

function htmlDocument(job: ClaimedJob, frame: MailFrame, links: MailLinks): string {
  const action = links.action && job.actionLabel
    ? `\n<p style="margin:24px 0 8px"><a href="${e(links.action)}" style="${STYLES.button}">${e(job.actionLabel)}</a></p>` : '';
  const footer = `<p style="margin:0 0 6px">${e(frame.footer.sentBy)}</p>${
    links.unsubscribe ? `<p style="margin:0"><a href="${e(links.unsubscribe)}" style="${STYLES.link}">${e(frame.footer.unsubscribe)}</a></p>` : ''}`;
  return `<!doctype html>
<html lang="${e(htmlLang(job.language))}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(job.subject)}</title></head>
<body style="${STYLES.body}">
<div style="${STYLES.card}">
<p style="${STYLES.site}">${e(frame.siteName)}</p>
${job.html}${action}
</div>
<div style="${STYLES.footer}">${footer}</div>
</body>
</html>
`;
}

function plainText(job: ClaimedJob, frame: MailFrame, links: MailLinks): string {
  const action = links.action && job.actionLabel ? `\n\n${job.actionLabel}: ${links.action}` : '';
  // "-- " is the signature separator mail programs recognise.
  const footer = [frame.footer.sentBy, ...(links.unsubscribe ? [`${frame.footer.unsubscribe}: ${links.unsubscribe}`] : [])];
  return `${job.text.trimEnd()}${action}\n\n-- \n${footer.join('\n')}\n`;
}

/**
 * The message for `job`, the same each time it is built (the Message-ID is the job's, the Date
 * when it was queued) but for the unsubscribe link, whose validity starts when it is sent.
 */
export function composeMail(job: ClaimedJob, frame: MailFrame, links: MailLinks): SendMailOptions {
  const unsubscribeUrl = links.unsubscribe;
  return {
    from: frame.from ?? { name: frame.siteName, address: `no-reply@${frame.publicHost}` },
    to: job.email,
    subject: job.subject,
    text: plainText(job, frame, links),
    html: htmlDocument(job, frame, links),
    messageId: `<${job.id}@${frame.publicHost}>`,
    date: job.createdAt,
    // Holiday auto-replies are not sent back to a robot (RFC 3834).
    headers: { 'Auto-Submitted': 'auto-generated', ...(unsubscribeUrl && { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }) },
    ...(unsubscribeUrl && { list: { unsubscribe: unsubscribeUrl } }),
  };
}
