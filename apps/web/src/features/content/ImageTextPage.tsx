import { Image } from 'antd';
import { CrudPage, RichTextField, RichTextView, UploadField, type CrudColumn } from '../../components/index.ts';
import { IMAGE_TEXT_LIMITS, IMAGE_TEXT_MSG, IMAGE_TEXT_PERMS } from '@yym/contract';
import { imageTexts, type ImageTextRow } from './api.ts';
import './content.css';

// The table's column sizes (cnt_image_text); the server answers the same messages.
const { heading: HEADING_MAX, subtitle: SUBTITLE_MAX, content: CONTENT_MAX } = IMAGE_TEXT_LIMITS;

const Thumb = ({ url, size = 1 }: { url?: string | null; size?: number }) =>
  url ? (
    <Image src={url} className="ct-thumb" width={64 * size} height={48 * size} alt="封面" />
  ) : (
    <span className="ct-thumb-empty">无封面</span>
  );

const columns: CrudColumn<ImageTextRow>[] = [
  {
    title: '封面',
    dataIndex: 'imageUrl',
    width: 96,
    render: (v) => <Thumb url={v} />,
    form: { span: 24, control: <UploadField maxFiles={1} maxMb={3} dir="image-text" hint="png/jpg/jpeg/gif,不超过3MB,建议 4:3" /> },
  },
  {
    title: '标题',
    dataIndex: 'heading',
    search: true,
    width: 220,
    form: {
      required: IMAGE_TEXT_MSG.headingRequired,
      placeholder: `请输入标题(最多${HEADING_MAX}个字)`,
      rules: [
        { whitespace: true, message: IMAGE_TEXT_MSG.headingRequired },
        { max: HEADING_MAX, message: IMAGE_TEXT_MSG.headingMax },
      ],
    },
  },
  {
    title: '副标题',
    dataIndex: 'subtitle',
    width: 260,
    form: { placeholder: `请输入副标题(最多${SUBTITLE_MAX}个字)`, rules: [{ max: SUBTITLE_MAX, message: IMAGE_TEXT_MSG.subtitleMax }] },
  },
  { title: '更新时间', dataIndex: 'updateTime', width: 170, form: false },
  {
    title: '内容',
    dataIndex: 'content',
    hideInTable: true,
    render: (v) => <RichTextView html={v} />,
    form: { span: 24, control: <RichTextField />, rules: [{ max: CONTENT_MAX, message: IMAGE_TEXT_MSG.contentMax }] },
  },
];

/** 图文字典: the image-text items the page editor's image-text picker lists (spec 3). */
export default function ImageTextPage() {
  return (
    <CrudPage<ImageTextRow>
      resource={imageTexts}
      title="图文字典"
      columns={columns}
      dialogWidth={860}
      defaults={{ heading: '', subtitle: '', imageUrl: '', content: '' }}
      toForm={(r) => ({ ...r, subtitle: r.subtitle ?? '', imageUrl: r.imageUrl ?? '', content: r.content ?? '' })}
      beforeSubmit={(r) => ({
        id: r.id,
        heading: r.heading?.trim(),
        subtitle: r.subtitle?.trim() ?? '',
        imageUrl: r.imageUrl ?? '',
        content: r.content ?? '',
      })}
      perms={{ ...IMAGE_TEXT_PERMS, export: false }}
    />
  );
}
