target_sources(gputco_ui PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/Language.cpp
    ${CMAKE_CURRENT_LIST_DIR}/Language.h
)
