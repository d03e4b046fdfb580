import { randomUUID } from 'node:crypto';
import type { AccessCase, AccessFixture, Target } from './access';
import type { SignedIn } from './accounts';
import { uniqueEmail } from './access';
import { call } from './api';
import { pngOf, uploadImage, uploaded } from './images';

const project = (_f: AccessFixture, t: Target) => ({ params: { id: t.projectId } });
const update = (_f: AccessFixture, t: Target) => ({ params: { id: t.projectId, updateId: t.updateId } });
const onUpdate = (_f: AccessFixture, t: Target) => ({ params: { id: t.updateId } });
const ownerProfile = (f: AccessFixture) => ({ params: { id: f.owner.userId } });
const unknownToken = () => ({ params: { token: randomUUID() } });
const updateFields = { type: 'text', title: 'Edited title', content: 'Edited.' };
const subscriber = () => ({ email: uniqueEmail('reader') });
/** A new image of the owner's, by its file name. */
const ownersImage = async (f: AccessFixture) => {
  const res = await uploadImage(
    f.t,
    { bytes: await pngOf(16, 16 + (imagesMade++ % 200)) },
    { headers: f.owner.bearer },
  );
  return { params: { file: uploaded(res).url.split('/').pop()! } };
};
let imagesMade = 0;

/** An outbound endpoint at a public address (a documentation range: nothing is resolved). */
const webhookEndpointBody = {
  kind: 'webhook',
  url: 'https://203.0.113.10/hooks/shiplog',
  events: ['update.published'],
};
/** A new outbound endpoint of the owner's on the target's project. */
const ownersEndpoint = async (f: AccessFixture, t: Target) => {
  const res = await call(f.t, 'POST', `/api/projects/${t.projectId}/webhook-endpoints`, {
    as: f.owner,
    payload: webhookEndpointBody,
  });
  return { params: { id: t.projectId, endpointId: res.json().id as string } };
};
/** A delivery (a Send test) of a new endpoint of the owner's. */
const ownersDelivery = async (f: AccessFixture, t: Target) => {
  const { params } = await ownersEndpoint(f, t);
  const res = await call(
    f.t,
    'POST',
    `/api/projects/${t.projectId}/webhook-endpoints/${params.endpointId}/test`,
    {
      as: f.owner,
    },
  );
  return { params: { ...params, deliveryId: res.json().id as string } };
};

/**
 * What a deleting call aims at: a new target when the owner calls (it will be gone), the shared
 * one for anyone else (who must be refused; if not, the tests after it fail too).
 */
const ownersCopy = (f: AccessFixture, t: Target, as: SignedIn | null, comment = false) =>
  as === f.owner ? f.freshTarget(t === f.private, comment) : t;

/** Everyone gets the same answer. */
const all = (status: number) => [status, status, status] as const;
/** Signed-in users act on their own account: visitors are asked to sign in. */
const signedIn = (status: number) => [401, status, status] as const;
/** Owner-only on a public project: sign in, then not yours. */
const ownerOnly = (status: number) => [401, 403, status] as const;
/** On a private project a stranger learns nothing: not found. */
const ownerOnlyPrivate = (status: number) => [401, 404, status] as const;
/** Readable by anyone on a public project; a private one is the owner's alone. */
const readPrivate = [404, 404, 200] as const;

/**
 * The access matrix: for every API operation, the status each role gets on the owner's public
 * project and, where the operation is about a project, on a private one. Generated requests use
 * valid bodies so the answer is about who asks, not what they sent. A new operation without a
 * row here fails the access test.
 */
export const accessMatrix: Record<string, AccessCase> = {
  getHealth: { public: all(200) },

  // Accounts: anyone may sign up or sign in; the rest acts on the caller's own account.
  signUp: {
    request: () => ({ body: { email: uniqueEmail('new'), password: 'a long test password' } }),
    public: all(201),
  },
  resendConfirmation: { request: () => ({ body: { email: uniqueEmail('resend') } }), public: all(200) },
  signIn: {
    request: () => ({ body: { email: uniqueEmail('nobody'), password: 'a long test password' } }),
    public: all(401),
  },
  exchangeCode: { request: () => ({ body: { code: 'not-a-code' } }), public: all(401) },
  getSession: { public: signedIn(200) },
  signOut: { public: all(204), fresh: true },
  getAuthProviders: { public: all(200) },
  getGithubUrl: { public: all(200) },
  storeGithubToken: { request: () => ({ body: { access_token: 'gho_unknown' } }), public: [401, 200, 200] },
  updateAccount: { request: () => ({ body: { bio: 'Ships small things.' } }), public: signedIn(200) },
  changePassword: {
    request: () => ({
      body: { current_password: 'a long test password', new_password: 'another long password' },
    }),
    public: signedIn(204),
    fresh: true,
  },
  disconnectGithub: { public: signedIn(400) },
  deleteAccount: {
    request: (_f, _t, as) => ({
      body: { confirm: as && 'email' in as ? String(as.email) : 'nobody@access.test' },
    }),
    public: signedIn(204),
    fresh: true,
  },
  // Personal API tokens: the caller's own; someone else's token is not found.
  listApiTokens: { public: signedIn(200) },
  createApiToken: {
    request: () => ({ body: { name: 'Access matrix', scope: 'read', expires_in_days: 30 } }),
    public: signedIn(201),
  },
  revokeApiToken: {
    request: async (f) => {
      const created = await call(f.t, 'POST', '/api/account/tokens', {
        as: f.owner,
        payload: { name: 'To revoke', scope: 'read', expires_in_days: null },
      });
      return { params: { id: String(created.json().api_token.id) } };
    },
    public: [401, 404, 204],
  },
  getWhoami: { public: signedIn(200) },
  getNotificationSettings: { public: signedIn(200) },
  // A name that is no host: answered before any request leaves.
  getMastodonInstance: { request: () => ({ query: { instance: 'not a host' } }), public: signedIn(400) },
  listSocialAccounts: { public: signedIn(200) },
  connectSocialAccount: {
    request: () => ({ params: { network: 'mastodon' }, body: { service: 'not a host', secret: 'token' } }),
    public: signedIn(400),
  },
  disconnectSocialAccount: { request: () => ({ params: { network: 'bluesky' } }), public: signedIn(204) },
  publishPost: {
    request: () => ({ params: { id: randomUUID() }, body: { network: 'bluesky' } }),
    public: signedIn(404),
  },
  saveNotificationSettings: { request: () => ({ body: { comment_mails: false } }), public: signedIn(200) },

  // People.
  getUserProfile: { request: ownerProfile, public: all(200) },
  followUser: { request: ownerProfile, public: [401, 200, 400] },
  unfollowUser: { request: ownerProfile, public: [401, 200, 400] },
  listFollowingUpdates: { public: signedIn(200) },
  getAvatar: { request: () => ({ params: { seed: 'Ada' } }), public: all(200) },
  getGithubAvatar: { request: () => ({ params: { login: 'no-such-user' } }), public: all(200) },

  // GitHub: the caller's own connection (none here).
  listRepositories: { public: signedIn(403) },
  listGithubRepositories: { public: signedIn(403) },
  listRepositoryCommits: {
    request: () => ({ params: { owner: 'owner', repo: 'repo' } }),
    public: signedIn(403),
  },
  listGithubCommits: { request: () => ({ params: { owner: 'owner', repo: 'repo' } }), public: signedIn(403) },
  fetchCommits: { public: signedIn(403) },

  // Projects.
  listPublicProjects: { public: all(200) },
  listMyProjects: { public: signedIn(200) },
  createProject: {
    request: () => ({
      body: { repository_name: `owner/new-${randomUUID().slice(0, 6)}`, confirm_duplicate: true },
    }),
    public: signedIn(201),
  },
  getProject: { request: project, public: all(200), private: readPrivate },
  updateProject: {
    request: (f, t) => ({ ...project(f, t), body: { description: 'Edited description' } }),
    public: ownerOnly(200),
    private: ownerOnlyPrivate(200),
  },
  deleteProject: {
    request: async (f, t, as) => project(f, await ownersCopy(f, t, as)),
    public: ownerOnly(204),
    private: ownerOnlyPrivate(204),
  },
  getReviewRule: { request: project, public: ownerOnly(200), private: ownerOnlyPrivate(200) },
  saveReviewRule: {
    request: (f, t) => ({ ...project(f, t), body: { review_rule: 'review' } }),
    public: ownerOnly(200),
    private: ownerOnlyPrivate(200),
  },

  // Updates.
  listProjectUpdates: { request: project, public: all(200), private: readPrivate },
  // The widget's data is public only: a private project is 404 to its owner too.
  getProjectWidgetFeed: { request: project, public: all(200), private: all(404) },
  createUpdate: {
    request: (f, t) => ({ ...project(f, t), body: updateFields }),
    public: ownerOnly(201),
    private: ownerOnlyPrivate(201),
  },
  getUpdate: { request: update, public: all(200), private: readPrivate },
  getUpdateNeighbours: { request: update, public: all(200), private: readPrivate },
  editUpdate: {
    request: (f, t) => ({ ...update(f, t), body: updateFields }),
    public: ownerOnly(200),
    private: ownerOnlyPrivate(200),
  },
  deleteUpdate: {
    request: async (f, t, as) => update(f, await ownersCopy(f, t, as)),
    public: ownerOnly(204),
    private: ownerOnlyPrivate(204),
  },
  publishUpdate: {
    request: (f, t) => ({ ...update(f, t), body: {} }),
    public: ownerOnly(200),
    private: ownerOnlyPrivate(200),
  },
  listDrafts: { public: signedIn(200) },
  generateUpdate: {
    request: (f, t) => ({ ...project(f, t), body: { commit_sha: 'abcdef1234567' } }),
    public: ownerOnly(403),
    private: ownerOnlyPrivate(403),
  },
  generateStory: {
    request: (f, t) => ({ ...project(f, t), body: { commit_shas: ['abcdef1234567', 'bcdef12345678'] } }),
    public: ownerOnly(403),
    private: ownerOnlyPrivate(403),
  },

  // Reactions.
  getLikes: { request: onUpdate, public: all(200), private: readPrivate },
  likeUpdate: { request: onUpdate, public: signedIn(200), private: ownerOnlyPrivate(200) },
  unlikeUpdate: { request: onUpdate, public: signedIn(200), private: ownerOnlyPrivate(200) },
  recordView: { request: onUpdate, public: all(200), private: readPrivate },
  listComments: { request: onUpdate, public: all(200), private: readPrivate },
  createComment: {
    request: (f, t) => ({ ...onUpdate(f, t), body: { content: 'Nice work' } }),
    public: signedIn(201),
    private: ownerOnlyPrivate(201),
  },
  editComment: {
    request: (_f, t) => ({
      params: { id: t.updateId, commentId: t.commentId! },
      body: { content: 'Edited' },
    }),
    public: ownerOnly(200),
    private: ownerOnlyPrivate(200),
  },
  deleteComment: {
    request: async (f, t, as) => {
      const target = await ownersCopy(f, t, as, true);
      return { params: { id: target.updateId, commentId: target.commentId! } };
    },
    public: ownerOnly(204),
    private: ownerOnlyPrivate(204),
  },

  // Posts: the caller's own.
  listPosts: { public: signedIn(200) },
  editPost: {
    request: (f) => ({ params: { id: f.postId }, body: { content: 'Edited post' } }),
    public: [401, 404, 200],
  },
  deletePost: { request: async (f) => ({ params: { id: await f.freshPost() } }), public: [401, 404, 204] },
  schedulePost: {
    request: (f) => ({
      params: { id: f.postId },
      body: { at: new Date(Date.now() + 86_400_000).toISOString(), time_zone: 'Europe/Berlin' },
    }),
    public: [401, 404, 200],
  },
  unschedulePost: { request: (f) => ({ params: { id: f.postId } }), public: [401, 404, 200] },
  generatePost: { request: () => ({ body: { commit_id: randomUUID() } }), public: signedIn(404) },
  generateProjectPost: {
    request: (_f, t) => ({
      body: {
        project_id: t.projectId,
        commit_message: 'fix: keep strangers out',
        commit_sha: 'abcdef1234567',
      },
    }),
    public: ownerOnly(201),
    private: ownerOnlyPrivate(201),
  },

  // Readers: subscriptions and waitlists are open to anyone; a token is its own credential.
  subscribeToProject: {
    request: (f, t) => ({ ...project(f, t), body: subscriber() }),
    public: all(200),
    private: readPrivate,
  },
  unsubscribeFromProject: {
    request: (f, t) => ({ ...project(f, t), body: subscriber() }),
    public: all(200),
    private: readPrivate,
  },
  confirmSubscription: { request: () => ({ body: { token: randomUUID() } }), public: all(400) },
  getSubscription: { request: unknownToken, public: all(404) },
  resubscribeSubscription: { request: unknownToken, public: all(404) },
  updateSubscription: {
    request: () => ({
      ...unknownToken(),
      body: { notification_preference: 'all', comment_frequency: 'daily' },
    }),
    public: all(404),
  },
  deleteSubscription: { request: unknownToken, public: all(404) },
  unsubscribeOneClick: { request: () => ({ query: { token: randomUUID() } }), public: all(404) },
  showOneClickUnsubscribe: { request: () => ({ query: { token: randomUUID() } }), public: all(303) },
  listWaitlist: { request: project, public: ownerOnly(200), private: ownerOnlyPrivate(200) },
  exportWaitlist: { request: project, public: ownerOnly(200), private: ownerOnlyPrivate(200) },
  countUpdateFrequencies: { request: project, public: ownerOnly(200), private: ownerOnlyPrivate(200) },
  removeWaitlistEntries: {
    request: (f, t) => ({ ...project(f, t), body: { ids: [randomUUID()] } }),
    public: ownerOnly(200),
    private: ownerOnlyPrivate(200),
  },
  // The owner adds an address to their own list (201); anyone else asks to join (200).
  joinWaitlist: {
    request: (f, t) => ({ ...project(f, t), body: subscriber() }),
    public: [200, 200, 201],
    private: [404, 404, 201],
  },
  checkWaitlist: {
    request: (f, t) => ({ ...project(f, t), query: subscriber() }),
    public: all(200),
    private: readPrivate,
  },
  // Only the owner learns whether an address was on the list.
  leaveWaitlist: {
    request: (f, t) => ({ ...project(f, t), body: subscriber() }),
    public: [200, 200, 404],
    private: [404, 404, 404],
  },
  changeWaitlistPreference: {
    request: (f, t) => ({
      ...project(f, t),
      body: { ...subscriber(), token: randomUUID(), notification_preference: 'all' },
    }),
    public: all(403),
    private: [404, 404, 403],
  },
  confirmWaitlistEntry: { request: () => ({ body: { token: randomUUID() } }), public: all(404) },
  getWaitlistInvitation: { request: () => ({ query: { token: `${randomUUID()}.x.y` } }), public: all(404) },
  getWaitlistReferrals: { request: () => ({ query: { token: `${randomUUID()}.mac` } }), public: all(404) },
  joinProductWaitlist: {
    request: () => ({
      body: { first_name: 'Ada', email: uniqueEmail('waitlist'), experience_level: 'Beginner' },
    }),
    public: all(201),
  },

  // Automation and hosting: the owner's alone.
  getWebhook: { request: project, public: ownerOnly(200), private: ownerOnlyPrivate(200) },
  configureWebhook: {
    request: (f, t) => ({ ...project(f, t), body: { repository_name: 'owner/repo' } }),
    public: ownerOnly(403),
    private: ownerOnlyPrivate(403),
  },
  removeWebhook: { request: project, public: ownerOnly(204), private: ownerOnlyPrivate(204) },
  receiveGithubDelivery: { public: all(401) },
  getAutoUpdates: { request: project, public: ownerOnly(200), private: ownerOnlyPrivate(200) },
  saveAutoUpdates: {
    request: (f, t) => ({
      ...project(f, t),
      body: { enabled: false, tone: 'technical', commit_types: ['push'], min_significance: 'minor' },
    }),
    public: ownerOnly(200),
    private: ownerOnlyPrivate(200),
  },
  getProjectVoice: { request: project, public: ownerOnly(200), private: ownerOnlyPrivate(200) },
  saveProjectVoice: {
    request: (f, t) => ({
      ...project(f, t),
      body: { tone: 'casual', avoid_phrases: ['game changer'], hashtags: ['#oss'], sign_off: '— Ada' },
    }),
    public: ownerOnly(200),
    private: ownerOnlyPrivate(200),
  },
  getDomain: { request: project, public: ownerOnly(200), private: ownerOnlyPrivate(200) },
  configureDomain: {
    request: (f, t) => ({
      ...project(f, t),
      body: { domain: `changelog-${randomUUID().slice(0, 6)}.example.com` },
    }),
    public: ownerOnly(200),
    private: ownerOnlyPrivate(200),
  },
  verifyDomain: { request: project, public: ownerOnly(200), private: ownerOnlyPrivate(200) },
  removeDomain: { request: project, public: ownerOnly(204), private: ownerOnlyPrivate(204) },
  checkDomainAllowed: { request: () => ({ query: { domain: 'unknown.example.com' } }), public: all(404) },
  previewMarkdown: { request: () => ({ body: { markdown: '**bold**' } }), public: signedIn(200) },

  // Outbound webhooks: the owner's alone; each call aims at an endpoint the owner just added.
  listWebhookEndpoints: { request: project, public: ownerOnly(200), private: ownerOnlyPrivate(200) },
  createWebhookEndpoint: {
    request: (f, t) => ({ ...project(f, t), body: webhookEndpointBody }),
    public: ownerOnly(201),
    private: ownerOnlyPrivate(201),
  },
  updateWebhookEndpoint: {
    request: async (f, t) => ({ ...(await ownersEndpoint(f, t)), body: { description: 'Renamed' } }),
    public: ownerOnly(200),
    private: ownerOnlyPrivate(200),
  },
  deleteWebhookEndpoint: { request: ownersEndpoint, public: ownerOnly(204), private: ownerOnlyPrivate(204) },
  listWebhookDeliveries: { request: ownersEndpoint, public: ownerOnly(200), private: ownerOnlyPrivate(200) },
  testWebhookEndpoint: { request: ownersEndpoint, public: ownerOnly(202), private: ownerOnlyPrivate(202) },
  redeliverWebhookDelivery: {
    request: ownersDelivery,
    public: ownerOnly(202),
    private: ownerOnlyPrivate(202),
  },

  // Images: this harness sends JSON, so a signed-in upload is told to send multipart
  // (images.test.ts uploads files for every role); the rest act on an image of the owner's.
  uploadImage: { public: [401, 400, 400] },
  getImageUsage: { public: signedIn(200) },
  deleteImage: { request: ownersImage, public: [401, 404, 204] },
  getImageFile: { request: ownersImage, public: all(200) },
};
