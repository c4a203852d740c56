import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { errorMessage } from '../../shared/graphqlErrors';
import { StatusPage } from '../../shared/ui/StatusPage';
import { t } from '../i18n/zh-CN';
import { CircleCard } from './CircleCard';
import { joinStudentCircleMutation, studentCommunityHomeQuery } from './operations';

/**
 * 社区: the circles the student joined (their class circles included) and every general circle, each
 * opening its boards and posts; a circle not joined offers 加入.
 */
export function CommunityHomeScreen() {
  const { data, error, loading } = useQuery(studentCommunityHomeQuery, { fetchPolicy: 'cache-and-network' });
  const [join, joining] = useMutation(joinStudentCircleMutation, {
    refetchQueries: [{ query: studentCommunityHomeQuery }],
    awaitRefetchQueries: true,
  });
  const [said, setSaid] = useState<{ text: string; failed: boolean } | null>(null);
  const onJoin = async (id: string) => {
    setSaid(null);
    try {
      await join({ variables: { id } });
      setSaid({ text: t('joinedCircle'), failed: false });
    } catch (e) {
      setSaid({ text: errorMessage(e), failed: true });
    }
  };
  const mine = data?.studentMyCircles.list ?? [];
  const joinedIds = new Set(mine.map((c) => c.id));
  const others = (data?.studentCircles.list ?? []).filter((c) => !joinedIds.has(c.id));
  const switches = data?.studentCommunitySwitches;
  return (
    <section className="student-screen" aria-labelledby="community-title">
      <h1 id="community-title" className="student-title">
        {t('community')}
      </h1>
      {said && (
        <p
          className={said.failed ? 'student-error' : 'student-notes__said'}
          role={said.failed ? 'alert' : 'status'}
        >
          {said.text}
        </p>
      )}
      {error && (
        <p className="student-error" role="alert">
          {errorMessage(error)}
        </p>
      )}
      {!data && loading && <div className="student-skeleton" aria-hidden="true" />}
      {switches && !switches.community && (
        <StatusPage
          icon="pi pi-comments"
          title={t('communityClosed')}
          description={t('communityClosedHint')}
        />
      )}
      {switches?.community && (
        <>
          <h2 className="student-subtitle">{t('myCircles')}</h2>
          {mine.length === 0 ? (
            <p className="student-empty">{t('noMyCircles')}</p>
          ) : (
            <ul className="student-cards">
              {mine.map((c) => (
                <CircleCard
                  key={c.id}
                  circle={c}
                  joining={joining.loading}
                  onJoin={(id) => void onJoin(id)}
                />
              ))}
            </ul>
          )}
          {switches.generalCircles && (
            <>
              <h2 className="student-subtitle">{t('moreCircles')}</h2>
              {others.length === 0 ? (
                <p className="student-empty">{t('noMoreCircles')}</p>
              ) : (
                <ul className="student-cards">
                  {others.map((c) => (
                    <CircleCard
                      key={c.id}
                      circle={c}
                      joining={joining.loading}
                      onJoin={(id) => void onJoin(id)}
                    />
                  ))}
                </ul>
              )}
            </>
          )}
        </>
      )}
    </section>
  );
}
