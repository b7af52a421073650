import { SupportEmail } from '../../components/SupportEmail';
import { useDocumentMeta } from '../../lib/hooks';
import { LegalArticle } from './LegalArticle';
import { YourDataPanel } from './YourDataPanel';

export default function PrivacyPage() {
  useDocumentMeta(
    'Privacy Policy — AI Film Contest',
    "How the AI Film Contest collects, uses, keeps and deletes participants' personal data, under India's Digital Personal Data Protection Act, 2023.",
  );

  return (
    <LegalArticle
      title="Privacy Policy"
      updated="privacyUpdated"
      intro="What personal data the contest collects, why, how long it is kept, and how you exercise your rights."
    >
      <h2>1. Who is responsible</h2>
      <p>
        The organisers of the AI Film Contest are the data fiduciary for the personal data processed on this site. We
        process it in compliance with India&rsquo;s Digital Personal Data Protection Act, 2023 (DPDP Act) and the rules
        made under it.
      </p>

      <h2>2. What we collect</h2>
      <ul>
        <li>
          <strong>Sign-in:</strong> when you sign in with Google, your Google account identifier, name and verified
          e-mail address; when you sign in with a code, your phone number or e-mail address.
        </li>
        <li>
          <strong>Profile:</strong> name, e-mail, phone number and country code, state or union territory, and creator
          category.
        </li>
        <li>
          <strong>Entries:</strong> the Instagram post link, its theme, its status and the history of status changes,
          including any rejection reason.
        </li>
        <li>
          <strong>Metrics:</strong> public view and like counts of the posts you submit, read from Instagram on a
          schedule.
        </li>
        <li>
          <strong>Security logs:</strong> IP address and request details, used to stop abuse and keep the service
          running.
        </li>
      </ul>

      <h2>3. Why we use it</h2>
      <ul>
        <li>To run the contest: accounts, entries, verification, ranking, jury review and contacting winners.</li>
        <li>
          To publish the leaderboard, which shows a shortened display name, state, creator category, theme, views and
          likes, never your e-mail address or phone number.
        </li>
        <li>To keep the service secure and prevent manipulation of the ranking.</li>
      </ul>
      <p>We process your data on the basis of the consent you give when you sign in and submit an entry.</p>

      <h2>4. Who we share it with</h2>
      <p>
        We do not sell personal data. Service providers that host the platform or deliver sign-in codes process it on
        our behalf. Posts shown on this site are embedded from Instagram, which receives your browser&rsquo;s request
        when you view them; Instagram&rsquo;s own policy applies to that. Page-view analytics run only if the organisers
        enable them, and then count visits without identifying you.
      </p>

      <h2>5. How long we keep it</h2>
      <ul>
        <li>Contest data (accounts, profiles, entries, metrics and results): 7 years.</li>
        <li>Analytics data: 2 years.</li>
      </ul>
      <p>Winners&rsquo; tax documents are kept for as long as tax law requires.</p>

      <h2>6. Your rights</h2>
      <ul>
        <li>
          <strong>Access and export:</strong> download everything we hold about you as a JSON file, from the button
          below or through the API (<code>GET /api/v1/me/export</code>).
        </li>
        <li>
          <strong>Correction:</strong> update your profile from the registration form.
        </li>
        <li>
          <strong>Erasure:</strong> delete your account from the button below or through the API (
          <code>DELETE /api/v1/me</code>). Your account, your sign-in identities, your tokens and your entries are
          deleted; your entries leave the public leaderboard at its next recompute. Copies in backups expire with the
          backup cycle.
        </li>
        <li>
          <strong>Withdrawal of consent:</strong> erasing your account withdraws it; entries cannot take part without
          it.
        </li>
        <li>
          <strong>Grievance redressal and nomination:</strong> write to us as below; you may also nominate a person to
          exercise these rights on your behalf.
        </li>
      </ul>

      <h2>7. Grievances</h2>
      <p>
        Write to <SupportEmail />. We respond within 30 days. If you are not satisfied with the response you may
        complain to the Data Protection Board of India.
      </p>

      <h2>8. Storage on your device</h2>
      <p>
        The site keeps your sign-in tokens in your browser&rsquo;s local storage so you stay signed in. It sets no
        advertising cookies.
      </p>

      <h2>9. Age</h2>
      <p>The contest is open only to people aged 18 or older; we do not knowingly process children&rsquo;s data.</p>

      <h2>10. Changes</h2>
      <p>We publish changes to this policy on this page with a new date.</p>

      <YourDataPanel />
    </LegalArticle>
  );
}
