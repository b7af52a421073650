import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { ApiError, errorMessage } from '../../api/api-error';
import { handleError, updateProfile } from '../../api/profile-api';
import { createSubmission, THEMES, type Theme } from '../../api/submissions-api';
import { useAuth } from '../../auth/auth-context';
import { MY_SUBMISSIONS_QUERY_KEY, PROFILE_QUERY_KEY } from '../../auth/query-keys';
import { buttonClass } from '../../components/button-styles';
import { FullScreenLoader } from '../../components/FullScreenLoader';
import { HandleInput } from '../../components/HandleInput';
import { Icon } from '../../components/Icon';
import { RulesAndFaq } from '../../components/RulesAndFaq';
import { ContestStatsSection } from '../../components/ContestStatsSection';
import { FALLBACK_GREETING_NAME } from '../../config/site';
import { useRules } from '../../content/use-rules';
import { useDocumentMeta } from '../../lib/hooks';
import { mentionsInstagram } from '../../lib/instagram';
import { useProfile } from '../../profile/use-profile';
import { SuccessDialog } from './SuccessDialog';

const WELCOME_LOADER_MS = 3000;

/** Shown only when the published steps (GET /content/rules) cannot be loaded. */
const GENERIC_STEPS = [
  'Post your AI film as a Reel on Instagram.',
  'Invite the contest’s Instagram account to collaborate on the post.',
  'Use the two contest hashtags in the caption.',
  'Tag the Prime Minister in the post.',
  'Paste the link to your post here and choose its theme.',
];

type FieldErrors = { category?: { title: string; note: string }; link?: { title: string; note: string } };

/** Validation of spec section 5, in its order: category, then a non-blank link that names Instagram. */
function validate(category: string, link: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!category) {
    errors.category = { title: 'Please select a submission category', note: 'Choose your creator category to proceed' };
  }
  if (!link.trim()) {
    errors.link = {
      title: 'Please provide Instagram post link',
      note: 'The Instagram post link is required for submission',
    };
  } else if (!mentionsInstagram(link)) {
    errors.link = { title: 'Invalid Instagram link', note: 'Please provide a valid Instagram post link' };
  }
  return errors;
}

/** /submission-success: the entry page (spec section 2, "Submission page"). */
export default function EntryPage() {
  const [params] = useSearchParams();
  const { isAuthenticated, loading, user } = useAuth();
  // The address's name, else the signed-in creator's own, and only then the generic greeting.
  const name = params.get('name')?.trim() || user?.name?.trim() || FALLBACK_GREETING_NAME;
  useDocumentMeta('Submit your entry — AI Film Contest', 'Submit the Instagram link of your 60-second AI film.');
  const [welcoming, setWelcoming] = useState(true);

  useEffect(() => {
    const timer = window.setTimeout(() => setWelcoming(false), WELCOME_LOADER_MS);
    return () => window.clearTimeout(timer);
  }, []);

  // Only a signed-in creator is welcomed; a visitor who must sign in first is told so at once.
  if (welcoming && (loading || isAuthenticated))
    return <FullScreenLoader title={`Welcome, ${name}!`} message="Getting your entry form ready…" />;
  return <EntryForm name={name} />;
}

function EntryForm({ name }: { name: string }) {
  const { isAuthenticated, loading, user, signIn } = useAuth();
  const rules = useRules();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formId = useId();
  const [category, setCategory] = useState<Theme | ''>('');
  const [link, setLink] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submittedLink, setSubmittedLink] = useState<string | null>(null);
  const profile = useProfile();
  // Without a handle on the profile nothing ties the post to its owner: ask for it here (spec: optional).
  const askHandle = Boolean(profile.data && !profile.data.instagramHandle);
  const [handle, setHandle] = useState('');
  const [handleProblem, setHandleProblem] = useState<string | null>(null);

  const submit = useMutation({
    mutationFn: async (input: { link: string; category: Theme; handle: string }) => {
      if (input.handle) {
        try {
          queryClient.setQueryData(PROFILE_QUERY_KEY, await updateProfile({ instagramHandle: input.handle }));
        } catch (error) {
          setHandleProblem(handleError(error));
          throw error;
        }
      }
      return createSubmission(input.link, input.category);
    },
    onSuccess: (created, input) => {
      toast.success('Submission Successful!', {
        description: 'Your entry has been submitted and is pending verification',
      });
      setSubmittedLink(created.instagramUrl || input.link);
      setLink('');
      void queryClient.invalidateQueries({ queryKey: MY_SUBMISSIONS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ['stats'] });
    },
    onError: (error) => {
      const message = errorMessage(error, 'Please try again or contact support');
      toast.error('Submission Failed', { description: message });
      if (error instanceof ApiError && error.code === 'invalid_instagram_link') {
        setErrors({ link: { title: 'Invalid Instagram link', note: message } });
      } else {
        setServerError(message);
      }
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    const found = validate(category, link);
    setErrors(found);
    const first = found.category ?? found.link;
    if (first) {
      toast.error(first.title, { description: first.note });
      document.getElementById(found.category ? `${formId}-category-0` : `${formId}-link`)?.focus();
      return;
    }
    setHandleProblem(null);
    submit.mutate({ link: link.trim(), category: category as Theme, handle: askHandle ? handle.trim() : '' });
  };

  const steps = rules.data?.submission.steps ?? (rules.isError ? GENERIC_STEPS : null);
  const closed = rules.data && !rules.data.submission.open;

  return (
    <>
      <div className="hero-backdrop text-white">
        <div className="mx-auto max-w-7xl px-4 pt-12 pb-14 sm:px-6 sm:pt-16">
          <p className="text-sm font-semibold tracking-[0.18em] text-saffron-300 uppercase">Submit your entry</p>
          <h1 className="mt-2 text-4xl font-semibold tracking-tight sm:text-5xl">
            Hello, <span className="text-gradient">{name}</span>
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-ink-100">
            Five steps and your film is in the running. Follow them in order, then paste your post&rsquo;s link below.
          </p>
        </div>
      </div>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_1.1fr]">
        <section aria-labelledby="steps-title">
          <h2 id="steps-title" className="text-2xl font-semibold text-ink-900">
            How to enter
          </h2>
          {steps ? (
            <ol className="mt-6 space-y-4">
              {steps.map((step, index) => (
                <li key={step} className="flex gap-4 rounded-3xl bg-white p-5 ring-1 ring-ink-900/10">
                  <span className="grid h-10 w-10 shrink-0 place-items-center rounded-2xl bg-ink-900 font-display font-semibold text-saffron-300">
                    {index + 1}
                  </span>
                  <span className="pt-2 text-ink-800">{step}</span>
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
              Your entry
            </h2>

            {!isAuthenticated ? (
              <div className="mt-4 rounded-2xl bg-cream-100 p-4 text-ink-800">
                <p>Sign in to submit your entry.</p>
                <button type="button" onClick={() => void signIn()} className={buttonClass('secondary', 'sm', 'mt-3')}>
                  Sign In
                </button>
              </div>
            ) : user && !loading && !user.profileComplete ? (
              <div className="mt-4 rounded-2xl bg-cream-100 p-4 text-ink-800">
                <p>Complete your profile before you submit.</p>
                <Link to="/complete-profile" className={buttonClass('secondary', 'sm', 'mt-3')}>
                  Complete profile
                </Link>
              </div>
            ) : null}
            {closed ? (
              <p className="mt-4 rounded-2xl bg-saffron-200/50 p-4 text-saffron-800">
                No round is accepting entries right now. Check the timeline on the home page for the next dates.
              </p>
            ) : null}
            {serverError ? (
              <p
                role="alert"
                className="mt-4 flex gap-2 rounded-2xl bg-red-50 p-4 font-medium text-red-800 ring-1 ring-red-200"
              >
                <Icon name="alert" className="mt-0.5 h-5 w-5 shrink-0" /> {serverError}
              </p>
            ) : null}

            <form onSubmit={onSubmit} noValidate className="mt-6 space-y-6">
              <fieldset aria-describedby={errors.category ? `${formId}-category-error` : undefined}>
                <legend className="font-semibold text-ink-900">
                  Submission category <span aria-hidden="true">*</span>
                </legend>
                <div className="mt-3 grid grid-cols-2 gap-2">
                  {THEMES.map((theme, index) => (
                    <label
                      key={theme.value}
                      className={`flex cursor-pointer items-center gap-3 rounded-xl border p-3.5 font-semibold text-ink-900 has-[:checked]:border-ink-700 has-[:checked]:bg-ink-100 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ink-700 ${
                        errors.category ? 'border-red-700' : 'border-ink-900/20'
                      }`}
                    >
                      <input
                        id={`${formId}-category-${index}`}
                        type="radio"
                        name="category"
                        value={theme.value}
                        checked={category === theme.value}
                        onChange={() => {
                          setCategory(theme.value);
                          setErrors((current) => ({ ...current, category: undefined }));
                        }}
                        aria-invalid={Boolean(errors.category)}
                        className="h-4 w-4 accent-ink-700"
                      />
                      {theme.label}
                    </label>
                  ))}
                </div>
                {errors.category ? (
                  <p id={`${formId}-category-error`} className="mt-2 text-sm font-medium text-red-700">
                    {errors.category.title}. {errors.category.note}.
                  </p>
                ) : null}
              </fieldset>

              <div>
                <label htmlFor={`${formId}-link`} className="font-semibold text-ink-900">
                  Instagram post link <span aria-hidden="true">*</span>
                </label>
                <input
                  id={`${formId}-link`}
                  type="url"
                  inputMode="url"
                  autoComplete="off"
                  value={link}
                  onChange={(event) => {
                    setLink(event.target.value);
                    if (errors.link) setErrors((current) => ({ ...current, link: undefined }));
                  }}
                  placeholder="https://www.instagram.com/reel/…"
                  aria-required="true"
                  aria-invalid={Boolean(errors.link)}
                  aria-describedby={`${formId}-link-hint${errors.link ? ` ${formId}-link-error` : ''}`}
                  className={`mt-1.5 block min-h-12 w-full rounded-xl border bg-white px-4 text-ink-900 placeholder:text-ink-600/70 focus:border-ink-700 focus:ring-2 focus:ring-ink-700/30 focus:outline-none ${
                    errors.link ? 'border-red-700' : 'border-ink-900/20'
                  }`}
                />
                <p id={`${formId}-link-hint`} className="mt-1.5 text-sm text-ink-700">
                  Open your Reel on Instagram, choose Share, then Copy link.
                </p>
                {errors.link ? (
                  <p id={`${formId}-link-error`} className="mt-1.5 text-sm font-medium text-red-700">
                    {errors.link.title}. {errors.link.note}.
                  </p>
                ) : null}
              </div>

              {askHandle ? (
                <div>
                  <label htmlFor={`${formId}-handle`} className="font-semibold text-ink-900">
                    Which Instagram account posted this?
                  </label>
                  <HandleInput
                    id={`${formId}-handle`}
                    value={handle}
                    onChange={(event) => {
                      setHandle(event.target.value);
                      setHandleProblem(null);
                    }}
                    aria-invalid={Boolean(handleProblem)}
                    aria-describedby={`${formId}-handle-hint${handleProblem ? ` ${formId}-handle-error` : ''}`}
                    className={`mt-1.5 block min-h-12 w-full rounded-xl border bg-white pr-4 text-ink-900 placeholder:text-ink-600/70 focus:border-ink-700 focus:ring-2 focus:ring-ink-700/30 focus:outline-none ${
                      handleProblem ? 'border-red-700' : 'border-ink-900/20'
                    }`}
                  />
                  <p id={`${formId}-handle-hint`} className="mt-1.5 text-sm text-ink-700">
                    Your Instagram handle, saved to your profile: it shows the post is yours, and lets us count your
                    views before the Collab is accepted. Without it we cannot check who posted the film.
                  </p>
                  {handleProblem ? (
                    <p id={`${formId}-handle-error`} className="mt-1.5 text-sm font-medium text-red-700">
                      {handleProblem}
                    </p>
                  ) : null}
                </div>
              ) : null}

              <div className="flex flex-wrap gap-3">
                <button type="submit" disabled={submit.isPending} className={buttonClass('primary', 'lg')}>
                  {submit.isPending ? 'Submitting...' : 'Submit Entry'}
                </button>
                <button type="button" onClick={() => navigate('/')} className={buttonClass('ghost-light', 'lg')}>
                  Cancel
                </button>
                <Link to="/submissions" className={buttonClass('ghost-light', 'lg')}>
                  <Icon name="sparkles" className="h-5 w-5" /> Get Inspired
                </Link>
              </div>
            </form>
          </div>
        </section>
      </div>

      <ContestStatsSection className="pb-14" />
      <section aria-labelledby="entry-rules-title" className="bg-cream-100 py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="entry-rules-title" className="sr-only">
            Rules and FAQ
          </h2>
          <RulesAndFaq headingLevel="h3" idPrefix="entry" />
        </div>
      </section>

      {submit.isPending ? (
        <FullScreenLoader title="Submitting..." message="Sending your entry to the contest." />
      ) : null}
      <SuccessDialog link={submittedLink} onClose={() => setSubmittedLink(null)} />
    </>
  );
}
