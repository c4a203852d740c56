import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorMessage } from '../../shared/graphqlErrors';
import { formatSchoolTime } from '../../shared/schoolTime';
import { StatusPage } from '../../shared/ui/StatusPage';
import { t } from '../i18n/zh-CN';
import { joinStudentCircleMutation, studentCirclePostsQuery, studentCircleQuery } from './operations';

const PAGE_SIZE = 10;

/** One page of a circle's posts (of one board, or of all), each opening the post. */
function PostsPage({
  groupId,
  plateId,
  page,
  onTotal,
}: {
  groupId: string;
  plateId: string | null;
  page: number;
  onTotal?: (total: number) => void;
}) {
  const { data, error, loading } = useQuery(studentCirclePostsQuery, {
    variables: { groupId, plateId, page },
    fetchPolicy: 'cache-and-network',
  });
  const total = data?.studentCirclePosts.total;
  useEffect(() => {
    if (total !== undefined) onTotal?.(total);
  }, [total, onTotal]);
  if (error)
    return (
      <p className="student-error" role="alert">
        {errorMessage(error)}
      </p>
    );
  if (!data) return loading ? <div className="student-skeleton" aria-hidden="true" /> : null;
  const { list } = data.studentCirclePosts;
  if (list.length === 0 && page === 1)
    return <StatusPage icon="pi pi-comments" title={t('noPosts')} description={t('noPostsHint')} />;
  return (
    <ul className="student-cards">
      {list.map((post) => {
        const cover = post.resources.find((r) => r.type === 'IMAGES');
        const video = post.resources.some((r) => r.type === 'VIDEO');
        return (
          <li key={post.id}>
            <Link className="student-card student-post-card" to={`/student/community/post/${post.id}`}>
              <span className="student-card__head">
                <span className="student-card__name">
                  {post.pinned && <span className="student-post-card__tag">{t('pinned')}</span>}
                  {post.featured && <span className="student-post-card__tag">{t('featured')}</span>}
                  {post.title}
                </span>
                {cover && <img className="student-post-card__cover" src={cover.url} alt="" />}
                {video && !cover && (
                  <i className="pi pi-video student-post-card__video" role="img" aria-label={t('video')} />
                )}
              </span>
              <span className="student-card__meta">
                {[post.author?.name, post.plateName, formatSchoolTime(post.createdAt)]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
              <span className="student-card__meta">
                {t('postCounts', { likes: post.likeCount, comments: post.commentCount })}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** A circle: its announcement and introduction, its boards as filters, its posts; 发帖 for a member. */
export function CircleScreen() {
  const { groupId = '' } = useParams();
  const { data, error, loading } = useQuery(studentCircleQuery, { variables: { id: groupId } });
  const [join, joining] = useMutation(joinStudentCircleMutation);
  const [plateId, setPlateId] = useState<string | null>(null);
  const [pages, setPages] = useState(1);
  const [total, setTotal] = useState(0);
  const [said, setSaid] = useState<{ text: string; failed: boolean } | null>(null);
  const circle = data?.studentCircle;
  if (error && !circle)
    return <StatusPage icon="pi pi-comments" title={t('failedToLoad')} description={errorMessage(error)} />;
  if (!circle) return loading ? <div className="student-skeleton" aria-hidden="true" /> : null;
  const choose = (next: string | null) => {
    setPlateId(next);
    setPages(1);
  };
  const onJoin = async () => {
    setSaid(null);
    try {
      await join({ variables: { id: circle.id } });
      setSaid({ text: t('joinedCircle'), failed: false });
    } catch (e) {
      setSaid({ text: errorMessage(e), failed: true });
    }
  };
  const plates = data?.studentCirclePlates ?? [];
  return (
    <section className="student-screen" aria-labelledby="circle-title">
      <Link className="student-back" to="/student/community">
        <i className="pi pi-angle-left" aria-hidden="true" /> {t('community')}
      </Link>
      <div className="student-circle__head">
        <h1 id="circle-title" className="student-title">
          {circle.name}
        </h1>
        {circle.joined ? (
          <Link
            className="student-note p-button p-component"
            to={`/student/community/circle/${circle.id}/new`}
          >
            <i className="p-button-icon-left pi pi-pencil" aria-hidden="true" />
            <span className="p-button-label">{t('writePost')}</span>
          </Link>
        ) : (
          circle.abilities.join.shown && (
            <button
              type="button"
              className="student-note p-button p-component"
              disabled={!circle.abilities.join.allowed || joining.loading}
              onClick={() => void onJoin()}
            >
              <i className="p-button-icon-left pi pi-plus" aria-hidden="true" />
              <span className="p-button-label">{t('joinCircle')}</span>
            </button>
          )
        )}
      </div>
      <p className="student-card__meta">
        {t('circleCounts', { posts: circle.postCount, members: circle.memberCount })}
      </p>
      {said && (
        <p
          className={said.failed ? 'student-error' : 'student-notes__said'}
          role={said.failed ? 'alert' : 'status'}
        >
          {said.text}
        </p>
      )}
      {circle.announcement && (
        <p className="student-notice student-circle__announcement">
          <i className="pi pi-megaphone" aria-hidden="true" /> {circle.announcement}
        </p>
      )}
      {circle.introduction && <p className="student-circle__intro">{circle.introduction}</p>}
      {circle.platesOn && plates.length > 0 && (
        // biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not a form fieldset
        <div className="student-filters" role="group" aria-label={t('filterByPlate')}>
          {[{ id: null, name: t('all') }, ...plates].map((p) => (
            <button
              key={p.id ?? 'all'}
              type="button"
              className="student-filter"
              aria-pressed={plateId === p.id}
              onClick={() => choose(p.id)}
            >
              {p.name}
            </button>
          ))}
        </div>
      )}
      {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
        <PostsPage
          key={`${plateId ?? 'all'}-${n}`}
          groupId={circle.id}
          plateId={plateId}
          page={n}
          onTotal={n === 1 ? setTotal : undefined}
        />
      ))}
      {total > pages * PAGE_SIZE && (
        <button
          type="button"
          className="student-more p-button p-component p-button-outlined"
          onClick={() => setPages(pages + 1)}
        >
          <span className="p-button-label">{t('loadMore')}</span>
        </button>
      )}
    </section>
  );
}
