import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useForm, type FieldError, type FieldErrors, type UseFormRegisterReturn } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { ApiError, errorMessage } from '../../api/api-error';
import { handleError, updateProfile } from '../../api/profile-api';
import { createSubmission, fetchEligibility } from '../../api/submissions-api';
import { THEMES, type Theme } from '../../api/themes';
import { useAuth } from '../../auth/auth-context';
import { ENTRY_ELIGIBILITY_QUERY_KEY, MY_SUBMISSIONS_QUERY_KEY, PROFILE_QUERY_KEY } from '../../auth/query-keys';
import { buttonClass } from '../../components/button-styles';
import { FullScreenLoader } from '../../components/FullScreenLoader';
import { HandleInput } from '../../components/HandleInput';
import { Icon } from '../../components/Icon';
import { RulesAndFaq } from '../../components/RulesAndFaq';
import { ContestStatsSection } from '../../components/ContestStatsSection';
import { useRules } from '../../content/use-rules';
import { usePageTitle } from '../../content/use-page-title';
import { parseInstagramLink } from '../../lib/instagram';
import { useProfile } from '../../profile/use-profile';
import { SuccessDialog } from './SuccessDialog';
import { Trans, useTranslation } from '../../i18n/react';
import type { T } from '../../i18n/react';
import type { RulesContent } from '../../api/content-api';
import { currentLanguage, LOCALES, translated } from '../../i18n/i18n';
import { leftToRight } from '../../lib/direction';

const hashtagList = (submission: RulesContent['submission']) =>
  new Intl.ListFormat(LOCALES[currentLanguage()], { type: 'conjunction' }).format(submission.requiredHashtags);

interface EntryStep {
  text: string;
  /** What to copy from this step (the contest's handle, the entrant's ownership code), with a button beside it. */
  copy?: { value: string; label: string; copied: string; copiedNote: string };
}

/**
 * The steps (docs/product.md §2) with the published hashtags, mention and contest account
 * (GET /content/rules), generic ones when the rules cannot be loaded, and the entrant's ownership code for the
 * caption once their profile is known (the code, not a typed handle, proves the post is theirs).
 */
function entrySteps(submission: RulesContent['submission'] | null, ownershipCode: string | null, t: T): EntryStep[] {
  return [
    { text: t('entry.steps.reel') },
    submission
      ? {
          text: t('entry.steps.collabHandle', { handle: leftToRight(submission.contestHandle) }),
          copy: {
            value: submission.contestHandle,
            label: t('entry.copyHandle', { handle: leftToRight(submission.contestHandle) }),
            copied: t('entry.handleCopied', { handle: leftToRight(submission.contestHandle) }),
            copiedNote: t('entry.handleCopiedDescription'),
          },
        }
      : { text: t('entry.steps.collab') },
    ...(ownershipCode
      ? [
          {
            text: t('entry.steps.ownershipCode', { code: leftToRight(ownershipCode) }),
            copy: {
              value: ownershipCode,
              label: t('entry.copyCode', { code: leftToRight(ownershipCode) }),
              copied: t('entry.codeCopied', { code: leftToRight(ownershipCode) }),
              copiedNote: t('entry.codeCopiedDescription'),
            },
          },
        ]
      : []),
    {
      text: submission
        ? t('entry.steps.hashtags', { hashtags: hashtagList(submission) })
        : t('entry.steps.hashtagsGeneric'),
    },
    {
      text: submission
        ? t('entry.steps.mention', { mention: submission.requiredMention })
        : t('entry.steps.mentionGeneric'),
    },
    { text: t('entry.steps.paste') },
  ];
}

interface EntryValues {
  category: Theme | '';
  link: string;
  /** Asked only while the profile has no handle. */
  handle: string;
  hashtagsAdded: boolean;
  consent: boolean;
}

/** The checked fields in the order of docs/product.md §5: the first one failing names the toast. */
const CHECKED = ['category', 'link', 'hashtagsAdded', 'consent'] as const;
type Checked = (typeof CHECKED)[number];
type Problem = { title: string; note: string };

/**
 * What a failed check of docs/product.md §5 says, in a toast and under its field: a category, a non-blank link to
 * an Instagram post (`invalidLink`, with the server's own words when it refused the link), the two confirmations
 * the API requires.
 */
function problem(field: Checked, error: FieldError, t: T): Problem {
  if (error.type === 'invalidLink') {
    return { title: t('entry.errors.invalidLink'), note: error.message || t('errors.codes.invalid_instagram_link') };
  }
  return { title: t(`entry.errors.${field}`), note: t(`entry.errors.${field}Note`) };
}

/** Copies a step's value, with the share toasts' wording when the clipboard refuses. */
async function copyValue(copy: NonNullable<EntryStep['copy']>, t: T): Promise<void> {
  try {
    await navigator.clipboard.writeText(copy.value);
    toast.success(copy.copied, { description: copy.copiedNote });
  } catch {
    toast.error(t('share.copyFailed'), { description: t('share.copyFailedDescription') });
  }
}

/** /submission-success: the entry page (docs/product.md §2, "Submission page"). */
export default function EntryPage() {
  const { t, language } = useTranslation();
  usePageTitle(t('entry.pageTitle'), t('entry.metaDescription'));
  const { isAuthenticated, loading, user, signIn } = useAuth();
  const rules = useRules();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formId = useId();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    resetField,
    formState: { errors },
  } = useForm<EntryValues>({
    defaultValues: { category: '', link: '', handle: '', hashtagsAdded: false, consent: false },
    // An error stays until its field changes (clearedOnChange) or the form is sent again: nothing is judged while typed.
    reValidateMode: 'onSubmit',
  });
  const clearedOnChange = (field: keyof EntryValues) => ({ onChange: () => clearErrors(field) });
  const [submittedLink, setSubmittedLink] = useState<string | null>(null);
  const profile = useProfile();
  // The signed-in creator's profile name (never one from the address, which anyone can write), else a generic one.
  const name = user?.name?.trim() || t('entry.fallbackName');
  const mayAsk = isAuthenticated && !loading && user?.profileComplete === true;
  // Asked before the form is filled: a creator not promoted into the round taking entries is told at once.
  const eligibility = useQuery({
    queryKey: ENTRY_ELIGIBILITY_QUERY_KEY,
    queryFn: ({ signal }) => fetchEligibility(signal),
    enabled: mayAsk,
    staleTime: 30_000,
  });
  const refusal = eligibility.data?.refusal?.code === 'not_promoted' ? eligibility.data.refusal : null;
  // Without a handle on the profile nothing ties the post to its owner: ask for it here (optional, docs/product.md §3).
  const askHandle = Boolean(profile.data && !profile.data.instagramHandle);

  const submit = useMutation({
    mutationFn: async (input: { link: string; category: Theme; handle: string; consentVersion: string }) => {
      if (input.handle) {
        try {
          queryClient.setQueryData(PROFILE_QUERY_KEY, await updateProfile({ instagramHandle: input.handle }));
        } catch (error) {
          const refused = handleError(error);
          // The API words its refusal of a handle in English; other languages get the catalogue's sentence.
          if (refused) setError('handle', { message: language === 'en' ? refused : t('profile.handleRefused') });
          throw error;
        }
      }
      return createSubmission(input.link, input.category, {
        hashtagsAdded: true,
        consent: true,
        consentVersion: input.consentVersion,
        language,
      });
    },
    onSuccess: (created, input) => {
      toast.success(t('entry.toasts.success'), { description: t('entry.toasts.successDescription') });
      setSubmittedLink(created.instagramUrl || input.link);
      for (const field of ['link', 'hashtagsAdded', 'consent'] as const) resetField(field);
      void queryClient.invalidateQueries({ queryKey: MY_SUBMISSIONS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ['stats'] });
    },
    onError: (error) => {
      const message = errorMessage(error, t('common.tryAgainOrSupport'));
      toast.error(t('entry.toasts.failed'), { description: message });
      if (error instanceof ApiError && error.code === 'invalid_instagram_link') {
        setError('link', { type: 'invalidLink', message });
      } else {
        // A root error lasts until the form is sent again.
        setError('root.server', { message });
      }
    },
  });

  // The library focuses the first invalid field after this.
  const onInvalid = (found: FieldErrors<EntryValues>) => {
    const first = CHECKED.find((field) => found[field]);
    const error = first && found[first];
    if (!error) return;
    const { title, note } = problem(first, error, t);
    toast.error(title, { description: note });
  };

  const onValid = (values: EntryValues) => {
    // The consent version comes with the rules: without them the entry cannot say what was agreed to.
    if (!rules.data) {
      setError('root.server', { message: t('entry.rulesUnavailable') });
      return;
    }
    submit.mutate({
      link: values.link.trim(),
      category: values.category as Theme,
      handle: askHandle ? values.handle.trim() : '',
      consentVersion: rules.data.submission.consentVersion,
    });
  };
  const shown = (field: Checked) => {
    const error = errors[field];
    return error ? t('entry.errors.combined', problem(field, error, t)) : null;
  };
  const serverError = errors.root?.server?.message;

  const code = profile.data?.ownershipCode ?? null;
  const steps = rules.data
    ? entrySteps(rules.data.submission, code, t)
    : rules.isError
      ? entrySteps(null, code, t)
      : null;
  const hashtagsLabel = rules.data
    ? t('entry.hashtagsAdded', { hashtags: hashtagList(rules.data.submission) })
    : t('entry.hashtagsAddedGeneric');
  const closed = rules.data && !rules.data.submission.open;

  return (
    <>
      <div className="hero-backdrop text-white">
        <div className="mx-auto max-w-7xl px-4 pt-12 pb-14 sm:px-6 sm:pt-16">
          <p className="text-sm font-semibold tracking-[0.18em] text-saffron-300 uppercase">{t('entry.pageTitle')}</p>
          <h1 className="mt-2 text-4xl font-semibold tracking-tight sm:text-5xl">
            <Trans i18nKey="entry.hello" values={{ name }} components={{ 0: <span className="text-gradient" /> }} />
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-ink-100">{t('entry.lead')}</p>
        </div>
      </div>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_1.1fr]">
        <section aria-labelledby="steps-title">
          <h2 id="steps-title" className="text-2xl font-semibold text-ink-900">
            {t('entry.howTo')}
          </h2>
          {steps ? (
            <ol className="mt-6 space-y-4">
              {steps.map((step, index) => (
                <li key={step.text} className="flex gap-4 rounded-3xl bg-white p-5 ring-1 ring-ink-900/10">
                  <span className="grid h-10 w-10 shrink-0 place-items-center rounded-2xl bg-ink-900 font-display font-semibold text-saffron-300">
                    {index + 1}
                  </span>
                  <span className="pt-2 text-ink-800">
                    {step.text}
                    {step.copy ? (
                      <button
                        type="button"
                        onClick={() => void copyValue(step.copy!, t)}
                        className={buttonClass('secondary', 'sm', 'mt-2 flex')}
                      >
                        <Icon name="copy" className="h-4 w-4" /> {step.copy.label}
                      </button>
                    ) : null}
                  </span>
                </li>
              ))}
            </ol>
          ) : (
            <div className="mt-6 h-96 animate-pulse rounded-3xl bg-white ring-1 ring-ink-900/10" aria-hidden="true" />
          )}
        </section>

        <section aria-labelledby="entry-form-title" className="on-light">
          <div className="rounded-[2rem] bg-white p-6 shadow-xl ring-1 ring-ink-900/10 sm:p-8">
            <h2 id="entry-form-title" className="text-2xl font-semibold text-ink-900">
              {t('entry.yourEntry')}
            </h2>

            {!isAuthenticated ? (
              <div className="mt-4 rounded-2xl bg-cream-100 p-4 text-ink-800">
                <p>{t('entry.signInFirst')}</p>
                <button type="button" onClick={() => void signIn()} className={buttonClass('secondary', 'sm', 'mt-3')}>
                  {t('nav.signIn')}
                </button>
              </div>
            ) : user && !loading && !user.profileComplete ? (
              <div className="mt-4 rounded-2xl bg-cream-100 p-4 text-ink-800">
                <p>{t('entry.profileFirst')}</p>
                <Link to="/complete-profile" className={buttonClass('secondary', 'sm', 'mt-3')}>
                  {t('entry.completeProfile')}
                </Link>
              </div>
            ) : null}
            {closed ? (
              <p className="mt-4 rounded-2xl bg-saffron-200/50 p-4 text-saffron-800">{t('entry.closed')}</p>
            ) : null}
            {refusal ? (
              <div role="alert" className="mt-4 rounded-2xl bg-saffron-200/50 p-4 text-ink-900">
                <p className="font-semibold">{t('entry.notEligible')}</p>
                <p className="mt-1">
                  {language === 'en' ? refusal.message : translated('errors.codes.not_promoted', refusal.message)}
                </p>
                <Link to="/submissions" className={buttonClass('secondary', 'sm', 'mt-3')}>
                  {t('mine.title')}
                </Link>
              </div>
            ) : null}
            {serverError ? (
              <p
                role="alert"
                className="mt-4 flex gap-2 rounded-2xl bg-red-50 p-4 font-medium text-red-800 ring-1 ring-red-200"
              >
                <Icon name="alert" className="mt-0.5 h-5 w-5 shrink-0" /> {serverError}
              </p>
            ) : null}

            {refusal ? null : (
              <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate className="mt-6 space-y-6">
                <fieldset aria-describedby={errors.category ? `${formId}-category-error` : undefined}>
                  <legend className="font-semibold text-ink-900">
                    {t('entry.category')} <span aria-hidden="true">*</span>
                  </legend>
                  <div className="mt-3 grid grid-cols-2 gap-2">
                    {THEMES.map((theme) => (
                      <label
                        key={theme.value}
                        className={`flex cursor-pointer items-center gap-3 rounded-xl border p-3.5 font-semibold text-ink-900 has-[:checked]:border-ink-700 has-[:checked]:bg-ink-100 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ink-700 ${
                          errors.category ? 'border-red-700' : 'border-ink-900/20'
                        }`}
                      >
                        <input
                          type="radio"
                          {...register('category', { required: true, ...clearedOnChange('category') })}
                          value={theme.value}
                          aria-invalid={Boolean(errors.category)}
                          className="h-4 w-4 accent-ink-700"
                        />
                        {t(`categories.${theme.value}`)}
                      </label>
                    ))}
                  </div>
                  {errors.category ? (
                    <p id={`${formId}-category-error`} className="mt-2 text-sm font-medium text-red-700">
                      {shown('category')}
                    </p>
                  ) : null}
                </fieldset>

                <div>
                  <label htmlFor={`${formId}-link`} className="font-semibold text-ink-900">
                    {t('entry.link')} <span aria-hidden="true">*</span>
                  </label>
                  <input
                    id={`${formId}-link`}
                    type="url"
                    inputMode="url"
                    dir="ltr"
                    autoComplete="off"
                    {...register('link', {
                      validate: {
                        required: (link) => link.trim() !== '',
                        invalidLink: (link) => parseInstagramLink(link) !== null,
                      },
                      ...clearedOnChange('link'),
                    })}
                    placeholder="https://www.instagram.com/reel/…"
                    aria-required="true"
                    aria-invalid={Boolean(errors.link)}
                    aria-describedby={`${formId}-link-hint${errors.link ? ` ${formId}-link-error` : ''}`}
                    className={`mt-1.5 block min-h-12 w-full rounded-xl border bg-white px-4 text-ink-900 placeholder:text-ink-600/70 focus:border-ink-700 focus:ring-2 focus:ring-ink-700/30 focus:outline-none ${
                      errors.link ? 'border-red-700' : 'border-ink-900/20'
                    }`}
                  />
                  <p id={`${formId}-link-hint`} className="mt-1.5 text-sm text-ink-700">
                    {t('entry.linkHint')}
                  </p>
                  {errors.link ? (
                    <p id={`${formId}-link-error`} className="mt-1.5 text-sm font-medium text-red-700">
                      {shown('link')}
                    </p>
                  ) : null}
                </div>

                {askHandle ? (
                  <div>
                    <label htmlFor={`${formId}-handle`} className="font-semibold text-ink-900">
                      {t('entry.handle')}
                    </label>
                    <HandleInput
                      id={`${formId}-handle`}
                      {...register('handle', clearedOnChange('handle'))}
                      aria-invalid={Boolean(errors.handle)}
                      aria-describedby={`${formId}-handle-hint${errors.handle ? ` ${formId}-handle-error` : ''}`}
                      className={`mt-1.5 block min-h-12 w-full rounded-xl border bg-white pe-4 text-ink-900 placeholder:text-ink-600/70 focus:border-ink-700 focus:ring-2 focus:ring-ink-700/30 focus:outline-none ${
                        errors.handle ? 'border-red-700' : 'border-ink-900/20'
                      }`}
                    />
                    <p id={`${formId}-handle-hint`} className="mt-1.5 text-sm text-ink-700">
                      {t('entry.handleHint')}
                    </p>
                    {errors.handle ? (
                      <p id={`${formId}-handle-error`} className="mt-1.5 text-sm font-medium text-red-700">
                        {errors.handle.message}
                      </p>
                    ) : null}
                  </div>
                ) : null}

                <fieldset>
                  <legend className="font-semibold text-ink-900">{t('entry.confirmations')}</legend>
                  <Confirmation
                    id={`${formId}-hashtagsAdded`}
                    field={register('hashtagsAdded', { required: true, ...clearedOnChange('hashtagsAdded') })}
                    error={shown('hashtagsAdded')}
                  >
                    {hashtagsLabel}
                  </Confirmation>
                  <Confirmation
                    id={`${formId}-consent`}
                    field={register('consent', { required: true, ...clearedOnChange('consent') })}
                    error={shown('consent')}
                  >
                    <Trans
                      i18nKey="entry.consent"
                      components={{
                        0: <Link to="/terms" target="_blank" className="underline" />,
                        1: <Link to="/privacy" target="_blank" className="underline" />,
                      }}
                    />
                  </Confirmation>
                </fieldset>

                <div className="flex flex-wrap gap-3">
                  <button type="submit" disabled={submit.isPending} className={buttonClass('primary', 'lg')}>
                    {submit.isPending ? t('entry.submitting') : t('nav.submitEntry')}
                  </button>
                  <button type="button" onClick={() => navigate('/')} className={buttonClass('ghost-light', 'lg')}>
                    {t('entry.cancel')}
                  </button>
                  <Link to="/submissions" className={buttonClass('ghost-light', 'lg')}>
                    <Icon name="sparkles" className="h-5 w-5" /> {t('entry.inspired')}
                  </Link>
                </div>
              </form>
            )}
          </div>
        </section>
      </div>

      <ContestStatsSection className="pb-14" />
      <section aria-labelledby="entry-rules-title" className="bg-cream-100 py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="entry-rules-title" className="sr-only">
            {t('entry.rulesAndFaq')}
          </h2>
          <RulesAndFaq headingLevel="h3" idPrefix="entry" />
        </div>
      </section>

      {submit.isPending ? <FullScreenLoader title={t('entry.submitting')} message={t('entry.sending')} /> : null}
      <SuccessDialog link={submittedLink} onClose={() => setSubmittedLink(null)} />
    </>
  );
}

/** A required checkbox of the entry form, with its error under it. */
function Confirmation({
  id,
  field,
  error,
  children,
}: {
  id: string;
  field: UseFormRegisterReturn;
  error: string | null;
  children: ReactNode;
}) {
  return (
    <div className="mt-3">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          {...field}
          aria-required="true"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 h-5 w-5 shrink-0 accent-ink-700"
        />
        <label htmlFor={id} className="text-ink-800">
          {children} <span aria-hidden="true">*</span>
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
