import { readLandingFilters } from '@confdir/contracts/web';
import { useParams } from 'react-router-dom';
import { topicLabel } from '@/lib/discovery-labels';
import { useTopic, useTopics } from '../api/get-places';
import { CountedLinks } from '../components/CountedLinks';
import { LandingListing } from '../components/LandingListing';
import { SubjectError, SubjectLoading } from '../components/SubjectState';
import { topicPath } from '@/lib/site';

const readTopicFilters = (params: URLSearchParams) => readLandingFilters(params, 'topic');

/** The other topics with conferences, busiest first. */
function OtherTopics({ current }: { current: string }) {
  const topics = useTopics().data?.topics ?? [];
  const links = topics.filter((t) => t.topic !== current).map((t) => ({ to: topicPath(t.topic), label: topicLabel(t.topic), hiddenSuffix: ' conferences', count: t.upcoming }));
  return <CountedLinks id="topics" title="Other Topics" links={links} />;
}

/** /topics/:topic: the upcoming conferences on a topic (issue 35). */
export function TopicPage() {
  const { topic = '' } = useParams();
  const query = useTopic(topic);
  if (query.isPending) return <SubjectLoading />;
  if (query.isError) return <SubjectError error={query.error} title="Topic" />;
  const label = topicLabel(query.data.topic);
  return (
    <LandingListing
      landing={{ path: topicPath(query.data.topic), heading: `${label} Conferences`, subject: `${label} conferences worldwide`, counts: query.data }}
      scope={{ topic: query.data.topic }}
      read={readTopicFilters}
      omit={['topic']}
      related={new URLSearchParams({ topic: query.data.topic }).toString()}
    >
      <OtherTopics current={query.data.topic} />
    </LandingListing>
  );
}
