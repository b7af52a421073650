import escapeHtml from 'escape-html';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SiteLanguage, textDirection, TRANSLATED_LANGUAGES } from '../common/languages';
import { AppConfig } from '../config/app-config';
import {
  CONSOLE_KINDS,
  KIND_NAMES,
  NOTIFICATION_KINDS,
  NotificationChannel,
  NotificationKind,
} from './notification-kinds';

/** The templates ship as files (operators edit the wording without code); from src/ and dist/ alike. */
export const TEMPLATES_DIR = path.resolve(__dirname, '../../src/notifications/templates');

/** Placeholders a template may use (templates/README.md documents each). */
export const PLACEHOLDERS = [
  'contestName',
  'siteUrl',
  'entryUrl',
  'account',
  'entryId',
  'categoryLabel',
  'reason',
  'roundName',
  'roundId',
  'nextRoundName',
  'deadline',
  'hoursLeft',
  'problem',
  'pendingCount',
  'oldestHours',
  'consoleUrl',
  'subject',
  'message',
  'assignedCount',
  'unscoredCount',
  'inviteUrl',
  'inviteExpires',
  'roleLabel',
  'smsSent',
  'smsBudget',
  'grievanceRef',
  'topicLabel',
  'dueDate',
  'daysLeft',
  'certificateCode',
  'achievement',
] as const;
/**
 * Keys a row keeps beside the placeholders, naming what a label says (label-words.ts): an entry's `category`, the
 * round after `roundId`, a grievance's `topic`. Rendering says them in the reader's language; no template uses them.
 */
type LabelKey = 'category' | 'nextRoundId' | 'topic';
export type TemplateParams = Partial<Record<(typeof PLACEHOLDERS)[number] | LabelKey, string>>;

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export class TemplateError extends Error {}

const PLACEHOLDER = /\{\{\s*([A-Za-z]+)\s*\}\}/g;

function fill(template: string, values: Record<string, string>, escape = (value: string) => value): string {
  return template.replace(PLACEHOLDER, (_, name: string) => escape(values[name] ?? ''));
}

const placeholdersOf = (text: string) => [...new Set([...text.matchAll(PLACEHOLDER)].map(([, name]) => name))].sort();

/** Every template under `dir`, checked; throws a TemplateError naming every problem. */
export function loadTemplates(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const problems: string[] = [];
  const load = (file: string, english?: string) => {
    try {
      const text = readFileSync(path.join(dir, file), 'utf8').replace(/\r\n/g, '\n').trimEnd();
      for (const name of placeholdersOf(text)) {
        if (!(PLACEHOLDERS as readonly string[]).includes(name) && file.endsWith('.txt')) {
          problems.push(`${file}: unknown placeholder {{${name}}}`);
        }
      }
      if (file.endsWith('.email.txt') && !/^Subject: .+\n\n/.test(text)) {
        problems.push(`${file}: must start with "Subject: …" and a blank line`);
      }
      if (english !== undefined && placeholdersOf(text).join() !== placeholdersOf(english).join()) {
        problems.push(`${file}: must use the placeholders of its English, ${placeholdersOf(english).join(', ')}`);
      }
      files.set(file, text);
    } catch (error) {
      problems.push(`${file}: ${(error as Error).message}`);
    }
  };
  const expected = KIND_NAMES.flatMap((kind) =>
    NOTIFICATION_KINDS[kind].channels.map((channel) => `${kind}.${channel}.txt`),
  );
  load('layout.email.html');
  for (const file of expected) load(file);
  for (const code of TRANSLATED_LANGUAGES) {
    const folder = path.join(dir, code);
    if (!existsSync(folder)) continue;
    for (const file of readdirSync(folder)) {
      if (!expected.includes(file)) problems.push(`${code}/${file}: names no message kind and channel`);
      else if (CONSOLE_KINDS.includes(file.split('.')[0] as NotificationKind)) {
        problems.push(`${code}/${file}: goes only to console accounts, in English, so it has no translation`);
      } else if (files.has(file)) load(`${code}/${file}`, files.get(file));
    }
  }
  if (problems.length) throw new TemplateError(`Notification templates: ${problems.join('; ')}`);
  return files;
}

/**
 * Reads every template once at start-up and refuses to start when one is missing or names an unknown
 * placeholder, so a wording change cannot break delivery at 2 a.m. English is at the top level and complete;
 * another language's folder (`templates/<code>/`) holds the files translated so far, each with exactly the
 * placeholders of its English (a message without its link or reason would be worse than one in English), and
 * none of a kind only console accounts receive (they read it in English: a translation would never be sent).
 */
@Injectable()
export class NotificationTemplates implements OnModuleInit {
  /** By `<code>/<file>` for a translation, by `<file>` for English. */
  private readonly files = new Map<string, string>();

  constructor(private readonly config: AppConfig) {}

  /** `dir`: the shipped templates; a test reads an edited copy. */
  onModuleInit(dir = TEMPLATES_DIR): void {
    for (const [file, text] of loadTemplates(dir)) this.files.set(file, text);
  }

  private values(params: TemplateParams): Record<string, string> {
    return {
      contestName: this.config.notifications.contestName,
      siteUrl: this.config.publicUrl,
      consoleUrl: `${this.config.publicUrl}/admin/`,
      ...params,
    };
  }

  /** The template in `language`, else (not translated yet) its English. */
  private template(kind: NotificationKind, channel: NotificationChannel, language: SiteLanguage): string {
    const file = `${kind}.${channel}.txt`;
    const text = this.files.get(`${language}/${file}`) ?? this.files.get(file);
    if (text === undefined) throw new TemplateError(`no ${channel} template for ${kind}`);
    return text;
  }

  /** Subject, plain text and branded HTML; `footer` is plain text (e.g. the unsubscribe line). */
  email(kind: NotificationKind, params: TemplateParams, footer: string, language: SiteLanguage = 'en'): RenderedEmail {
    const values = this.values(params);
    const [subjectLine, ...rest] = this.template(kind, 'email', language).split('\n');
    const subject = fill(subjectLine.slice('Subject: '.length), values);
    const source = rest.join('\n').trim();
    const text = `${fill(source, values)}\n\n--\n${footer}\n`;
    const body = source
      .split(/\n{2,}/)
      .map(
        (paragraph) => `<p style="margin:0 0 16px">${fill(paragraph, values, escapeHtml).replace(/\n/g, '<br>')}</p>`,
      )
      .join('\n');
    const html = fill(this.files.get('layout.email.html')!, {
      lang: language,
      dir: textDirection(language),
      subject: escapeHtml(subject),
      contestName: escapeHtml(values.contestName),
      brandColor: this.config.notifications.brandColor,
      body,
      footer: escapeHtml(footer),
    });
    return { subject, text, html };
  }

  sms(kind: NotificationKind, params: TemplateParams, language: SiteLanguage = 'en'): string {
    return fill(this.template(kind, 'sms', language), this.values(params))
      .replace(/\s+/g, ' ')
      .trim();
  }

  /** The site's list: a title line, then the text. */
  site(kind: NotificationKind, params: TemplateParams, language: SiteLanguage = 'en'): { title: string; body: string } {
    const [title, ...rest] = fill(this.template(kind, 'site', language), this.values(params)).split('\n');
    return { title, body: rest.join('\n').trim() };
  }
}
