import { useParams } from 'react-router';
import { paths, userMessages } from '@shiplog/contract';
import { Container } from '@/components/ui/container';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-error';
import { useDocumentMeta } from '@/lib/seo';
import { useUserProfile } from '../api/user-profile';
import { ErrorScreen } from '@/components/ui/error-screen';
import { UserProfileView } from '../components/user-profile-view';

/** The loading state keeps the page's shape, so nothing moves when the profile arrives. */
function UserProfileSkeleton() {
  return (
    <div role="status" aria-label={userMessages.loading}>
      <div className="flex flex-col gap-6 sm:flex-row">
        <Skeleton className="size-16 rounded-full" />
        <div className="flex-1 space-y-3">
          <Skeleton className="h-9 w-56" />
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-4 w-full max-w-xl" />
        </div>
      </div>
      <Skeleton className="mt-12 h-7 w-44" />
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <Skeleton className="h-36 rounded-xl" />
        <Skeleton className="h-36 rounded-xl" />
      </div>
    </div>
  );
}

export function UserProfilePage() {
  const { userId = '' } = useParams();
  const query = useUserProfile(userId);
  const profile = query.data;
  useDocumentMeta({
    title: profile ? profile.username : 'Profile',
    description: profile?.bio ?? `${profile?.username ?? 'A Shiplog user'}'s public projects on Shiplog.`,
    path: paths.user(userId),
    noindex: !profile,
  });

  if (query.isError) {
    const missing = isApiError(query.error) && query.error.status === 404;
    return <ErrorScreen message={missing ? userMessages.notFoundHint : userMessages.loadFailed} />;
  }
  return (
    <Container className="min-h-[70vh] py-16">
      {profile ? <UserProfileView profile={profile} /> : <UserProfileSkeleton />}
    </Container>
  );
}
