import escapeHtml from 'escape-html';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AppConfig } from '../config/app-config';
import { KIND_NAMES, NOTIFICATION_KINDS, NotificationChannel, NotificationKind } from './notification-kinds';

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
] as const;
export type TemplateParams = Partial<Record<(typeof PLACEHOLDERS)[number], string>>;

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

/**
 * Reads every template once at start-up and refuses to start when one is missing or names an unknown
 * placeholder, so a wording change cannot break delivery at 2 a.m.
 */
@Injectable()
export class NotificationTemplates implements OnModuleInit {
  private readonly files = new Map<string, string>();

  constructor(private readonly config: AppConfig) {}

  onModuleInit(): void {
    const problems: string[] = [];
    const load = (file: string) => {
      try {
        const text = readFileSync(path.join(TEMPLATES_DIR, file), 'utf8').replace(/\r\n/g, '\n').trimEnd();
        for (const [, name] of text.matchAll(PLACEHOLDER)) {
          if (!(PLACEHOLDERS as readonly string[]).includes(name) && file.endsWith('.txt')) {
            problems.push(`${file}: unknown placeholder {{${name}}}`);
          }
        }
        if (file.endsWith('.email.txt') && !/^Subject: .+\n\n/.test(text)) {
          problems.push(`${file}: must start with "Subject: …" and a blank line`);
        }
        this.files.set(file, text);
      } catch (error) {
        problems.push(`${file}: ${(error as Error).message}`);
      }
    };
    load('layout.email.html');
    for (const kind of KIND_NAMES) {
      for (const channel of NOTIFICATION_KINDS[kind].channels) load(`${kind}.${channel}.txt`);
    }
    if (problems.length) throw new TemplateError(`Notification templates: ${problems.join('; ')}`);
  }

  private values(params: TemplateParams): Record<string, string> {
    return {
      contestName: this.config.notifications.contestName,
      siteUrl: this.config.publicUrl,
      consoleUrl: `${this.config.publicUrl}/admin/`,
      ...params,
    };
  }

  private template(kind: NotificationKind, channel: NotificationChannel): string {
    const text = this.files.get(`${kind}.${channel}.txt`);
    if (text === undefined) throw new TemplateError(`no ${channel} template for ${kind}`);
    return text;
  }

  /** Subject, plain text and branded HTML; `footer` is plain text (e.g. the unsubscribe line). */
  email(kind: NotificationKind, params: TemplateParams, footer: string): RenderedEmail {
    const values = this.values(params);
    const [subjectLine, ...rest] = this.template(kind, 'email').split('\n');
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
      subject: escapeHtml(subject),
      contestName: escapeHtml(values.contestName),
      brandColor: this.config.notifications.brandColor,
      body,
      footer: escapeHtml(footer),
    });
    return { subject, text, html };
  }

  sms(kind: NotificationKind, params: TemplateParams): string {
    return fill(this.template(kind, 'sms'), this.values(params)).replace(/\s+/g, ' ').trim();
  }

  /** The site's list: a title line, then the text. */
  site(kind: NotificationKind, params: TemplateParams): { title: string; body: string } {
    const [title, ...rest] = fill(this.template(kind, 'site'), this.values(params)).split('\n');
    return { title, body: rest.join('\n').trim() };
  }
}
