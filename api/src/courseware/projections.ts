import { defineProjection } from '../store/projection';
import type { ShelfEvent } from './shelf';

/** Every shelf's courseware, one row each, kept in the transaction that changes the shelf. */
export const coursewareProjection = defineProjection<ShelfEvent>({
  name: 'courseware',
  tables: ['courseware'],
  handlers: {
    CoursewareAdded: async (trx, { data }) => {
      await trx
        .insertInto('courseware')
        .values({
          id: data.id,
          holder_kind: data.holder.kind,
          holder_id: data.holder.id,
          ware_id: data.wareId,
          ware_name: data.name,
          classify_id: data.classifyId,
          ware_type: data.type,
          ware_filename: data.fileName,
          ware_url: data.url,
          fid: data.fid,
          ware_desc: data.desc,
          size: data.size,
          is_sync: data.isSync,
          times_type: data.timesType,
          created_by: data.by,
          created_at: data.at,
          updated_at: data.at,
        })
        .execute();
    },
    CoursewareEdited: async (trx, { data }) => {
      await trx
        .updateTable('courseware')
        .set({
          ware_name: data.name,
          classify_id: data.classifyId,
          ware_type: data.type,
          ware_filename: data.fileName,
          ware_url: data.url,
          fid: data.fid,
          ware_desc: data.desc,
          size: data.size,
          updated_at: data.at,
        })
        .where('id', '=', data.id)
        .execute();
    },
    CoursewareRemoved: async (trx, { data }) => {
      await trx.deleteFrom('courseware').where('id', '=', data.id).execute();
    },
  },
});
