import { Link } from 'react-router-dom';
import { JUDGING_WEIGHTS } from '../../config/contest-facts';
import { SupportEmail } from '../../components/SupportEmail';
import { useRules } from '../../content/use-rules';
import { useDocumentMeta } from '../../lib/hooks';
import { LegalArticle } from './LegalArticle';

export default function TermsPage() {
  // Round dates come only from the API, so the terms never disagree with the timeline.
  const rounds = useRules().data?.rounds ?? [];
  useDocumentMeta(
    'Terms of Service — AI Film Contest',
    'Eligibility, entry requirements, judging weights, prizes and conduct rules of the AI Film Contest.',
  );

  return (
    <LegalArticle
      title="Terms of Service"
      updated="termsUpdated"
      intro="The rules every participant accepts by signing in and submitting an entry to the AI Film Contest."
    >
      <h2>1. Who can take part</h2>
      <ul>
        <li>Participants must be Indian citizens aged 18 or older.</li>
        <li>Entries are individual: one person per entry, no teams.</li>
        <li>Creators of every follower size may enter; the creator category you choose describes your audience.</li>
      </ul>

      <h2>2. Your film</h2>
      <ul>
        <li>An AI-generated film on the Prime Minister&rsquo;s life, action, philosophy or policies.</li>
        <li>Round 1: at most 60 seconds. The contest guidelines ask for exactly 60 seconds.</li>
        <li>Resolution 1080p; file format MP4, MOV or AVI; at most 500 MB.</li>
        <li>
          The guidelines and FAQ ask for HD video of at least 720p in MP4 with clear audio. A 1080p MP4 under 500 MB
          meets both readings.
        </li>
        <li>Any Indian language, with English subtitles.</li>
        <li>
          The film is posted on Instagram by the participant; the entry is the link to that post, submitted on this
          site.
        </li>
      </ul>

      <h2>3. Content that is not allowed</h2>
      <p>
        Nudity, hate speech, partisan politics, disinformation, content against Indian values, and plagiarised or
        copyrighted material. Entries that break these rules are rejected or disqualified, at any stage.
      </p>

      <h2>4. Rounds</h2>
      <ul>
        {rounds.map((round) => (
          <li key={round.id}>
            {round.phase}, {round.title}
            {round.videoRule ? `: ${round.videoRule}` : ''} ({round.period}).
          </li>
        ))}
      </ul>
      <p>
        Dates are in India Standard Time. They are those of the <Link to="/#competition">contest timeline</Link>, which
        the organisers update if a round moves.
      </p>

      <h2>5. Judging</h2>
      <p>
        Rounds 1 and 2 are decided by video views and public voting. Round 3 combines views with a jury panel. Round 4
        is decided by the jury panel. The jury scores each film on:
      </p>
      <ul>
        {JUDGING_WEIGHTS.map((criterion) => (
          <li key={criterion.label}>
            {criterion.label}: {criterion.weight}%
          </li>
        ))}
      </ul>
      <p>
        Views and likes are read from Instagram for entries that the organisers have verified. Entries with bought or
        artificially inflated views are disqualified.
      </p>

      <h2>6. Verification</h2>
      <p>
        Every entry starts as pending. The organisers check that the post is a Reel shared with the contest account,
        carries the contest hashtags and mention, and was posted during the round, then mark it verified or rejected
        with a reason you can read under My Submissions.
      </p>

      <h2>7. Prizes</h2>
      <ul>
        <li>Prizes are monetary. Further prizes will be announced.</li>
        <li>Winners of prizes above ₹10,000 must provide a tax certificate before payment.</li>
      </ul>

      <h2>8. Rights in your film</h2>
      <p>
        You keep the rights in your film. By entering you confirm that you made it, that it does not infringe anyone
        else&rsquo;s rights, and you allow the organisers to show it, with credit, on this site and in contest
        communications and the festival.
      </p>

      <h2>9. Your account</h2>
      <p>
        Keep your sign-in to yourself. The organisers may block accounts that enter on behalf of others, submit other
        people&rsquo;s posts or try to manipulate the ranking. How your personal data is handled is set out in the{' '}
        <Link to="/privacy">Privacy Policy</Link>.
      </p>

      <h2>10. Contact</h2>
      <p>
        Questions about these terms: <SupportEmail />.
      </p>
    </LegalArticle>
  );
}
