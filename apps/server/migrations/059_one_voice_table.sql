-- The page editor's voice picker reads the voice guides of 语音导览 (vo_voice): the decoration area's
-- own stand-in table of voices goes.
DROP TABLE IF EXISTS cnt_voice CASCADE;
