/**
 * Messages that several domains and layers answer with the same words (the spec's, or ours where it
 * is silent), declared once. A domain's own refusals stay in its refusal tables.
 */
export const COMMON_MESSAGES = {
  choose: '请选择',
  enter: '请输入',
  nothingSelected: '请先选择题目',
  done: '操作成功',
  failed: '操作失败',
  added: '添加成功',
  edited: '编辑成功',
  deleted: '删除成功',
  saved: '保存成功',
  uploaded: '上传成功',
  submitted: '提交成功',
  signInFirst: '请先登录',
  sessionExpired: '登录已过期，请重新登录',
  forbidden: '无权访问该接口',
  badFilter: '筛选条件不正确',
  badPageSize: '每页条数不正确',
  malformed: '请求格式不正确',
  tooLarge: '请求内容过大',
  courseNotFound: '课程不存在',
  classNotFound: '班级不存在',
  studentNotFound: '学员不存在',
  homeworkNotFound: '作业不存在',
  questionNotFound: '题目不存在',
  examNotFound: '考试不存在',
  paperNotFound: '答卷不存在',
  sessionNotFound: '课次不存在',
  circleNotFound: '圈子不存在',
  postNotFound: '帖子不存在',
} as const;
