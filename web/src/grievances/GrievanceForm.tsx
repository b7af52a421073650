import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../api/api-error';
import {
  GRIEVANCE_TOPICS,
  MAX_GRIEVANCE_LENGTH,
  raiseGrievance,
  type GrievanceTopic,
  type MyGrievance,
} from '../api/grievances-api';
import { buttonClass } from '../components/button-styles';
import { Icon } from '../components/Icon';
import { translated } from '../i18n/i18n';
import { useTranslation } from '../i18n/react';
import { formatDate } from '../lib/format';
import { toast } from '../lib/toast';
import { useMySubmissions } from '../submissions/use-my-submissions';
import { MY_GRIEVANCES_QUERY_KEY } from './use-my-grievances';

interface Values {
  topic: GrievanceTopic | '';
  submissionId: string;
  message: string;
}

const fieldClass = (invalid: boolean) =>
  `mt-1.5 block w-full rounded-xl border bg-white px-4 text-ink-900 focus:border-ink-700 focus:ring-2 focus:ring-ink-700/30 focus:outline-none ${
    invalid ? 'border-red-700' : 'border-ink-900/20'
  }`;

/**
 * Raising a grievance: what it is about, the entry (required for a decision on an entry), and the message.
 * `initial` comes from the link that led here (an entry's "raise a grievance", the privacy page's). `full`: as
 * many grievances wait for an answer as the API takes, so sending is off and the form says why.
 */
export function GrievanceForm({
  initial,
  full = false,
}: {
  initial: { topic: GrievanceTopic | ''; submissionId: string };
  full?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const submissions = useMySubmissions();
  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors },
  } = useForm<Values>({ defaultValues: { ...initial, message: '' }, reValidateMode: 'onSubmit' });
  const topic = watch('topic');

  const send = useMutation({
    mutationFn: (values: Values) =>
      raiseGrievance({
        topic: values.topic as GrievanceTopic,
        submissionId: values.submissionId || null,
        message: values.message.trim(),
      }),
    onSuccess: (grievance: MyGrievance) => {
      void queryClient.invalidateQueries({ queryKey: MY_GRIEVANCES_QUERY_KEY });
      reset({ topic: '', submissionId: '', message: '' });
      toast.success(t('grievances.sent'), {
        description: t('grievances.sentDescription', { date: formatDate(grievance.dueAt) ?? '' }),
      });
    },
    onError: (error) => {
      toast.error(t('grievances.sendFailed'), { description: errorMessage(error, t('common.pleaseTryAgainLater')) });
    },
  });

  const errorText = (field: keyof Values) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="mt-1.5 flex items-center gap-1.5 text-sm font-medium text-red-700">
        <Icon name="alert" className="h-4 w-4" /> {errors[field].message}
      </p>
    ) : null;
  const described = (field: keyof Values, hint?: string) =>
    [hint, errors[field] ? `${id}-${field}-error` : null].filter(Boolean).join(' ') || undefined;

  return (
    <form
      onSubmit={(event) => void handleSubmit((values) => send.mutate(values))(event)}
      noValidate
      aria-labelledby={`${id}-title`}
      className="on-light space-y-5 rounded-3xl bg-white p-5 ring-1 ring-ink-900/10 sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-2xl font-semibold text-ink-900">
        {t('grievances.formTitle')}
      </h2>
      <div>
        <label htmlFor={`${id}-topic`} className="font-semibold text-ink-900">
          {t('grievances.topic')} <span aria-hidden="true">*</span>
        </label>
        <select
          id={`${id}-topic`}
          {...register('topic', { required: t('grievances.topicRequired') })}
          aria-required="true"
          aria-invalid={Boolean(errors.topic)}
          aria-describedby={described('topic')}
          className={`${fieldClass(Boolean(errors.topic))} min-h-12`}
        >
          <option value="">{t('grievances.chooseTopic')}</option>
          {GRIEVANCE_TOPICS.map((value) => (
            <option key={value} value={value}>
              {translated(`grievances.topics.${value}`, value)}
            </option>
          ))}
        </select>
        {errorText('topic')}
      </div>

      <div>
        <label htmlFor={`${id}-entry`} className="font-semibold text-ink-900">
          {t('grievances.entry')} {topic === 'entry_decision' ? <span aria-hidden="true">*</span> : null}
        </label>
        <select
          id={`${id}-entry`}
          {...register('submissionId', {
            validate: (value) => value !== '' || watch('topic') !== 'entry_decision' || t('grievances.entryRequired'),
          })}
          aria-required={topic === 'entry_decision'}
          aria-invalid={Boolean(errors.submissionId)}
          aria-describedby={described('submissionId')}
          className={`${fieldClass(Boolean(errors.submissionId))} min-h-12`}
        >
          <option value="">{t('grievances.noEntry')}</option>
          {(submissions.data ?? []).map((entry) => (
            <option key={entry.id} value={entry.id}>
              {translated(`mine.statuses.${entry.status}`, entry.status)} · {entry.instagramUrl}
            </option>
          ))}
        </select>
        {errorText('submissionId')}
      </div>

      <div>
        <label htmlFor={`${id}-message`} className="font-semibold text-ink-900">
          {t('grievances.message')} <span aria-hidden="true">*</span>
        </label>
        <textarea
          id={`${id}-message`}
          rows={6}
          maxLength={MAX_GRIEVANCE_LENGTH}
          {...register('message', {
            validate: (value) => value.trim() !== '' || t('grievances.messageRequired'),
          })}
          aria-required="true"
          aria-invalid={Boolean(errors.message)}
          aria-describedby={described('message', `${id}-message-hint`)}
          className={`${fieldClass(Boolean(errors.message))} py-3`}
        />
        <p id={`${id}-message-hint`} className="mt-1.5 text-sm text-ink-700">
          {t('grievances.messageHint', { max: MAX_GRIEVANCE_LENGTH })}
        </p>
        {errorText('message')}
      </div>

      {full ? (
        <p id={`${id}-full`} role="status" className="font-medium text-ink-800">
          {t('errors.codes.too_many_open_grievances')}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={send.isPending || full}
        aria-describedby={full ? `${id}-full` : undefined}
        className={buttonClass('primary', 'md')}
      >
        {send.isPending ? t('grievances.sending') : t('grievances.send')}
      </button>
    </form>
  );
}
