import { Card, CardContent, Typography } from '@mui/material';
import { lazy } from 'react';
import { Link, Title, usePermissions } from 'react-admin';

const Dashboard = lazy(() => import('./Dashboard'));

function JuryHome() {
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Welcome" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          Welcome to the jury
        </Typography>
        <Typography>
          Open <Link to="/jury-assignments">your assignments</Link> to watch each film and score it from 0 to 10 on
          creativity and innovation (40 %), cultural authenticity (30 %) and technical excellence (30 %). If you know a
          creator personally, abstain on their entry by declaring a conflict of interest.
        </Typography>
      </CardContent>
    </Card>
  );
}

/** The start page follows the role: the organisers' dashboard, or the juror's welcome. */
export function Home() {
  const { permissions, isPending } = usePermissions();
  if (isPending) return null;
  return permissions === 'admin' ? <Dashboard /> : <JuryHome />;
}
